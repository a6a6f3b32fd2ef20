import {
  BellRingIcon,
  CalendarRangeIcon,
  ChartGanttIcon,
  FileSpreadsheetIcon,
  KanbanSquareIcon,
  UsersIcon,
} from "lucide-react";
import type { IconCard, ProductHeroCopy, ProductStep, ProductVideo } from "./types.ts";

/**
 * Project Hive Management: a project-management template for Google Sheets with Apps Script
 * automation, set up once for a team, with no monthly fees (spec part 2, products).
 */
export const projectHive = {
  slug: "project-hive-management",
  name: "Project Hive Management",
  pageType: "project-hive",
  defaultService: "project-hive-management",
  hero: {
    eyebrow: "Spreadsheet project management",
    title: "Run every project from the spreadsheet your team already knows",
    lead: "Project Hive turns Google Sheets into a complete project manager: task boards, timelines, workload and status reports, kept up to date by scripted automation. We set it up once for your team, and there are no monthly fees.",
  } satisfies ProductHeroCopy,
  demoVideo: {
    file: "project-hive-demo",
    title: "Project Hive Management: product demo",
    description:
      "A walkthrough of Project Hive in Google Sheets: the task sheet, adding a task, the board view, the automatic timeline and the weekly status report.",
    scenes: [
      "The task sheet: every task with its owner, status, start date and duration.",
      "Add a task, and the automation schedules it after the task it depends on.",
      "The board view groups the same tasks by status.",
      "The timeline redraws itself from start dates, durations and dependencies.",
      "Every Monday the automation emails the weekly status report to stakeholders.",
    ],
    uploadDate: "2026-11-26",
  } satisfies ProductVideo,
  features: [
    {
      icon: KanbanSquareIcon,
      title: "Task boards",
      description:
        "Kanban views by status, owner or sprint, built from the same task sheet, so nobody updates two lists.",
    },
    {
      icon: ChartGanttIcon,
      title: "Automatic timelines",
      description:
        "A Gantt-style timeline redraws itself from start dates, durations and dependencies whenever a task changes.",
    },
    {
      icon: UsersIcon,
      title: "Workload at a glance",
      description:
        "See who is over- or under-booked each week and rebalance work before deadlines slip.",
    },
    {
      icon: BellRingIcon,
      title: "Reminders and alerts",
      description:
        "Scripted email reminders for tasks due tomorrow, overdue items and blocked dependencies.",
    },
    {
      icon: FileSpreadsheetIcon,
      title: "Status reports",
      description:
        "A weekly summary of progress, risks and completed work, generated and emailed to stakeholders.",
    },
    {
      icon: CalendarRangeIcon,
      title: "Portfolio view",
      description:
        "Every project's health, budget burn and milestones on one sheet for leadership reviews.",
    },
  ] satisfies readonly IconCard[],
  steps: [
    {
      title: "Setup and configuration",
      description:
        "We copy the template into your workspace, configure statuses, fields and automations for your process, and import your current task list.",
    },
    {
      title: "Team onboarding",
      description:
        "A one-hour live session and a short written guide get every team member creating, updating and reporting on tasks.",
    },
    {
      title: "Start managing",
      description:
        "Your team works in the sheet; the automation keeps timelines, reminders and reports running on its own.",
    },
  ] satisfies readonly ProductStep[],
  whyChoose: [
    "No monthly fees: a one-time setup, and the template is yours",
    "Works in the spreadsheet tool your team already uses every day",
    "Unlimited projects, tasks and team members",
    "Your data stays in your own workspace and under your sharing rules",
    "Automation that runs on its own schedule, no server to maintain",
    "Easy to extend: add columns, views and rules without a developer",
  ],
  technical: [
    {
      title: "Google Sheets as the database",
      description:
        "Structured task, project and people sheets with validation rules, protected ranges and named ranges for reliable formulas.",
    },
    {
      title: "Apps Script automation",
      description:
        "Time-driven and edit-driven triggers recalculate timelines, send reminders and compile reports.",
    },
    {
      title: "Access through your workspace",
      description:
        "Sharing and permissions follow your existing accounts; no extra logins or third-party services.",
    },
    {
      title: "Versioned and documented",
      description:
        "Every script is commented and versioned, with a configuration sheet instead of hard-coded settings.",
    },
  ],
} as const;
