/**
 * The accent colours of services and enquiry pitches, as complete Tailwind class lists (Tailwind
 * only generates classes it finds written out in the source). Every `gradient` carries white
 * text at WCAG AA contrast (>= 4.5:1 at its lightest stop); `soft` and `text` meet AA in both
 * themes.
 */
export interface ToneClasses {
  /** Background gradient for white text: a panel, a card header. */
  gradient: string;
  /** Tinted background with readable text: badges, icon tiles. */
  soft: string;
  /** Accent text on the page background. */
  text: string;
  /** A solid dot or bar. */
  solid: string;
}

export const tones = {
  indigo: {
    gradient: "bg-linear-to-br from-indigo-600 via-indigo-700 to-violet-800",
    soft: "bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200",
    text: "text-indigo-700 dark:text-indigo-300",
    solid: "bg-indigo-600 dark:bg-indigo-400",
  },
  violet: {
    gradient: "bg-linear-to-br from-violet-600 via-violet-700 to-purple-800",
    soft: "bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200",
    text: "text-violet-700 dark:text-violet-300",
    solid: "bg-violet-600 dark:bg-violet-400",
  },
  purple: {
    gradient: "bg-linear-to-br from-purple-600 via-purple-700 to-fuchsia-800",
    soft: "bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200",
    text: "text-purple-700 dark:text-purple-300",
    solid: "bg-purple-600 dark:bg-purple-400",
  },
  fuchsia: {
    gradient: "bg-linear-to-br from-fuchsia-700 via-fuchsia-800 to-pink-800",
    soft: "bg-fuchsia-100 text-fuchsia-800 dark:bg-fuchsia-950 dark:text-fuchsia-200",
    text: "text-fuchsia-700 dark:text-fuchsia-300",
    solid: "bg-fuchsia-600 dark:bg-fuchsia-400",
  },
  rose: {
    gradient: "bg-linear-to-br from-rose-700 via-rose-800 to-red-900",
    soft: "bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200",
    text: "text-rose-700 dark:text-rose-300",
    solid: "bg-rose-600 dark:bg-rose-400",
  },
  orange: {
    gradient: "bg-linear-to-br from-orange-700 via-orange-800 to-red-800",
    soft: "bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200",
    text: "text-orange-700 dark:text-orange-300",
    solid: "bg-orange-600 dark:bg-orange-400",
  },
  amber: {
    gradient: "bg-linear-to-br from-amber-700 via-amber-800 to-orange-900",
    soft: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
    text: "text-amber-800 dark:text-amber-300",
    solid: "bg-amber-600 dark:bg-amber-400",
  },
  lime: {
    gradient: "bg-linear-to-br from-lime-700 via-green-800 to-emerald-900",
    soft: "bg-lime-100 text-lime-900 dark:bg-lime-950 dark:text-lime-200",
    text: "text-lime-800 dark:text-lime-300",
    solid: "bg-lime-600 dark:bg-lime-400",
  },
  emerald: {
    gradient: "bg-linear-to-br from-emerald-700 via-emerald-800 to-teal-900",
    soft: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
    text: "text-emerald-700 dark:text-emerald-300",
    solid: "bg-emerald-600 dark:bg-emerald-400",
  },
  teal: {
    gradient: "bg-linear-to-br from-teal-700 via-teal-800 to-cyan-900",
    soft: "bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-200",
    text: "text-teal-700 dark:text-teal-300",
    solid: "bg-teal-600 dark:bg-teal-400",
  },
  cyan: {
    gradient: "bg-linear-to-br from-cyan-700 via-cyan-800 to-sky-900",
    soft: "bg-cyan-100 text-cyan-800 dark:bg-cyan-950 dark:text-cyan-200",
    text: "text-cyan-700 dark:text-cyan-300",
    solid: "bg-cyan-600 dark:bg-cyan-400",
  },
  sky: {
    gradient: "bg-linear-to-br from-sky-700 via-sky-800 to-blue-900",
    soft: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200",
    text: "text-sky-700 dark:text-sky-300",
    solid: "bg-sky-600 dark:bg-sky-400",
  },
  blue: {
    gradient: "bg-linear-to-br from-blue-600 via-blue-700 to-indigo-800",
    soft: "bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200",
    text: "text-blue-700 dark:text-blue-300",
    solid: "bg-blue-600 dark:bg-blue-400",
  },
  slate: {
    gradient: "bg-linear-to-br from-slate-700 via-slate-800 to-slate-950",
    soft: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
    text: "text-slate-700 dark:text-slate-300",
    solid: "bg-slate-600 dark:bg-slate-400",
  },
} as const satisfies Record<string, ToneClasses>;

export type Tone = keyof typeof tones;
