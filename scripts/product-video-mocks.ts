// The screens of the product videos (scripts/record-product-videos.ts): one HTML fragment per
// scene of each video, in the order of the video's `scenes` in app/content/products/. They are
// mocks we drew of the products' own screens, with made-up demo data. The element marked
// `data-focus` gets a highlight ring in the video.

/** Escapes text for HTML (the mocks' data is ours, but an ampersand still needs it). */
function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

type Tone = "green" | "amber" | "indigo" | "slate" | "red";

function pill(text: string, tone: Tone = "slate"): string {
  return `<span class="pill ${tone}">${esc(text)}</span>`;
}

/** A cell is text, or HTML when it starts with "<". */
function cell(value: string): string {
  return value.startsWith("<") ? value : esc(value);
}

function table(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  { focusRow, focusHeader = false }: { focusRow?: number; focusHeader?: boolean } = {},
): string {
  const head = headers.map((header) => `<th>${cell(header)}</th>`).join("");
  const body = rows
    .map(
      (row, index) =>
        `<tr${index === focusRow ? " data-focus" : ""}>${row.map((value) => `<td>${cell(value)}</td>`).join("")}</tr>`,
    )
    .join("");
  return `<table><thead><tr${focusHeader ? " data-focus" : ""}>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

const lockboxyNav = [
  "Overview",
  "Roles",
  "Access rules",
  "PII masking",
  "Audit log",
  "Identity",
] as const;

/** A page of the Lockboxy admin console. */
function lockboxyConsole(active: (typeof lockboxyNav)[number], title: string, body: string) {
  const links = lockboxyNav
    .map((item) => `<li${item === active ? ' class="active"' : ""}>${item}</li>`)
    .join("");
  return `<div class="app"><aside class="side"><p class="brand"><span class="mark">L</span>Lockboxy</p><ul>${links}</ul><p class="side-foot">Gateway 2.4 · self-hosted</p></aside><main class="main"><p class="crumb">Lockboxy console · Acme workspace</p><h1>${esc(title)}</h1>${body}</main></div>`;
}

/** A database page of the team's Notion workspace. */
function notionPage(title: string, banner: string, body: string) {
  return `<div class="notion"><header class="notion-bar"><span>Acme workspace</span><span class="sep">/</span><span>Sales</span><span class="sep">/</span><span>${esc(title)}</span>${banner}</header><main class="notion-main"><h1>${esc(title)}</h1>${body}</main></div>`;
}

function terminal(lines: readonly string[], focusLine?: number) {
  const html = lines
    .map(
      (line, index) =>
        `<div${index === focusLine ? " data-focus" : ""}>${line.startsWith("$ ") ? `<span class="prompt">$</span> ${esc(line.slice(2))}` : esc(line)}</div>`,
    )
    .join("");
  return `<div class="terminal-screen"><div class="terminal"><p class="terminal-title">ops@eu-gateway-01: ~/lockboxy</p>${html}</div></div>`;
}

const hiveTabs = ["Tasks", "Board", "Timeline", "Report"] as const;

/** A tab of the Project Hive spreadsheet. */
function sheet(active: (typeof hiveTabs)[number], body: string, note = "") {
  const tabs = hiveTabs
    .map((tab) => `<li${tab === active ? ' class="active"' : ""}>${tab}</li>`)
    .join("");
  return `<div class="sheet"><header class="sheet-bar"><span class="sheet-icon"></span><div><p class="sheet-name">Project Hive · Website relaunch</p><p class="sheet-menu">File  Edit  View  Insert  Format  Data  Extensions  Project Hive</p></div></header><main class="sheet-main">${note}${body}</main><ul class="sheet-tabs">${tabs}</ul></div>`;
}

const hiveTasks = [
  ["1", "Kick-off workshop", "Priya", pill("Done", "green"), "3 Nov", "1", "—"],
  ["2", "Requirements sign-off", "Daniel", pill("Done", "green"), "4 Nov", "3", "1"],
  ["3", "Design review", "Aisha", pill("In progress", "indigo"), "9 Nov", "4", "2"],
  ["4", "API integration", "Marco", pill("To do"), "13 Nov", "5", "3"],
  ["5", "User testing", "Priya", pill("To do"), "20 Nov", "3", "4"],
];
const hiveHeaders = ["#", "Task", "Owner", "Status", "Start", "Days", "Depends on"];
const newTask = ["6", "Data migration", "Aisha", pill("To do"), "25 Nov", "2", "5"];

function board(columns: readonly (readonly [string, readonly string[]])[], focusCard?: string) {
  return `<div class="board">${columns
    .map(
      ([title, cards]) =>
        `<section class="column"><h2>${esc(title)} <span>${cards.length}</span></h2>${cards
          .map(
            (card) =>
              `<div class="card"${card === focusCard ? " data-focus" : ""}>${esc(card)}</div>`,
          )
          .join("")}</section>`,
    )
    .join("")}</div>`;
}

/** Gantt bars: [task, first day, calendar days] over the four weeks from Monday 2 November. */
function timeline(bars: readonly (readonly [string, number, number])[], focusTask?: string) {
  const weeks = ["2 Nov", "9 Nov", "16 Nov", "23 Nov"]
    .map((week) => `<span>${week}</span>`)
    .join("");
  const rows = bars
    .map(
      ([task, start, days]) =>
        `<div class="gantt-row"><span class="gantt-task">${esc(task)}</span><span class="gantt-track"><span class="bar"${task === focusTask ? " data-focus" : ""} style="left:${(start / 28) * 100}%;width:${(days / 28) * 100}%"></span></span></div>`,
    )
    .join("");
  return `<div class="gantt"><div class="gantt-row gantt-head"><span class="gantt-task">Task</span><span class="gantt-weeks">${weeks}</span></div>${rows}</div>`;
}

const projectHiveDemo = [
  sheet("Tasks", table(hiveHeaders, hiveTasks)),
  sheet(
    "Tasks",
    table(hiveHeaders, [...hiveTasks, newTask], { focusRow: 5 }),
    `<p class="note">Automation: start date of row 6 set to 25 Nov, the day after task 5 ends.</p>`,
  ),
  sheet(
    "Board",
    board(
      [
        ["To do", ["API integration", "User testing", "Data migration"]],
        ["In progress", ["Design review"]],
        ["Done", ["Kick-off workshop", "Requirements sign-off"]],
      ],
      "Data migration",
    ),
  ),
  sheet(
    "Timeline",
    timeline(
      [
        ["Kick-off workshop", 1, 1],
        ["Requirements sign-off", 2, 3],
        ["Design review", 7, 4],
        ["API integration", 11, 7],
        ["User testing", 18, 5],
        ["Data migration", 23, 2],
      ],
      "Data migration",
    ),
  ),
  sheet(
    "Report",
    `<article class="mail" data-focus><p class="mail-meta">From: Project Hive · To: leadership@acme.example · Monday 9 Nov, 8:00</p><h2>Weekly status: Website relaunch, week 46</h2><ul class="stats"><li><b>2</b> tasks done</li><li><b>1</b> in progress</li><li><b>3</b> to do</li><li><b>0</b> overdue</li></ul><p><b>Risk:</b> API integration, from 13 Nov, waits for the payment provider's test account.</p><p><b>Next:</b> design review ends 12 Nov; user testing starts 20 Nov with five customers.</p></article>`,
  ),
];

const accounts = [
  ["Northwind Traders", "Lena Fischer", "EMEA", "$84,000", "ap@northwind.example"],
  ["Blue Harbor Foods", "Kenji Sato", "APAC", "$52,500", "finance@blueharbor.example"],
  ["Maple & Co", "Sara Lopez", "Americas", "$61,200", "billing@maple.example"],
  ["Rhein Logistik", "Lena Fischer", "EMEA", "$97,800", "einkauf@rhein.example"],
  ["Sunrise Clinics", "Kenji Sato", "APAC", "$38,900", "ops@sunrise.example"],
];
const accountHeaders = ["Account", "Owner", "Region", "Contract value", "Billing email"];

const roleHeaders = ["Role", "Members", "Read", "Comment", "Edit", "Export"];
const yes = pill("Yes", "green");
const no = pill("No");
const defaultRoles = [
  ["Owner", "3", yes, yes, yes, yes],
  ["Member", "212", yes, yes, yes, yes],
  ["Guest", "33", yes, no, no, no],
];
const financeReviewer = ["Finance Reviewer", "14", yes, yes, no, no];

const auditHeaders = ["Time", "Person", "Action", "Page"];
const auditRows = [
  ["09:14", "Tom Becker", "Viewed", "Payroll 2026"],
  ["09:12", "Lena Fischer", "Edited", "Deals"],
  ["09:09", "Tom Becker", "Viewed", "Salary bands"],
  ["09:05", "Anna Kowalski", "Revealed email", "Customers"],
  ["08:58", "Tom Becker", "Edited", "Payroll 2026"],
  ["08:51", "Kenji Sato", "Viewed", "Deals"],
];

const deals = [
  ["Rhein Logistik renewal", "EMEA", pill("Proposal", "indigo"), "$97,800"],
  ["Blue Harbor expansion", "APAC", pill("Negotiation", "amber"), "$52,500"],
  ["Northwind upgrade", "EMEA", pill("Won", "green"), "$84,000"],
  ["Maple & Co pilot", "Americas", pill("Discovery"), "$61,200"],
  ["Sunrise Clinics", "APAC", pill("Proposal", "indigo"), "$38,900"],
  ["Baltic Freight", "EMEA", pill("Discovery"), "$45,000"],
  ["Cedar Health", "Americas", pill("Won", "green"), "$72,300"],
];
const dealHeaders = ["Deal", "Region", "Stage", "Value"];

const customerHeaders = ["Name", "Email", "Phone", "National ID", "Plan"];
const customers = [
  ["Anna Kowalski", "anna.k@mail.example", "+48 601 233 118", "PL 84120512345", "Pro"],
  ["James Carter", "jcarter@mail.example", "+44 7700 900 412", "UK QQ123456C", "Starter"],
  ["Mei Tanaka", "mei.t@mail.example", "+81 90 1234 5678", "JP 4821 7734 0012", "Pro"],
  ["Omar Haddad", "omar.h@mail.example", "+971 50 123 4567", "AE 784-1990-5512", "Team"],
];
const maskedCustomers = customers.map(([name, email, phone, id, plan]) => [
  name ?? "",
  `${email?.[0] ?? ""}•••@•••.example`,
  `${phone?.slice(0, 4) ?? ""} ••• ${phone?.slice(-3) ?? ""}`,
  `•••• ${id?.slice(-4) ?? ""}`,
  plan ?? "",
]);

function panel(body: string, focus = false) {
  return `<div class="panel"${focus ? " data-focus" : ""}>${body}</div>`;
}

function field(label: string, value: string) {
  return `<div class="field"><span class="label">${esc(label)}</span><span class="input">${cell(value)}</span></div>`;
}

const mockScreens: Record<string, readonly string[]> = {
  "project-hive-demo": projectHiveDemo,
  "lockboxy-overview": [
    notionPage(
      "Accounts",
      "",
      `${table(accountHeaders, accounts)}<p class="hint">Every member of the workspace sees every row and column.</p>`,
    ),
    lockboxyConsole(
      "Roles",
      "Roles",
      table(roleHeaders, [...defaultRoles, financeReviewer], { focusRow: 3 }),
    ),
    notionPage(
      "Accounts",
      `<span class="guard" data-focus>Protected by Lockboxy · viewing as Sales EMEA</span>`,
      `${table(
        accountHeaders,
        accounts
          .filter((row) => row[2] === "EMEA")
          .map(([account, owner, region, value, email]) => [
            account ?? "",
            owner ?? "",
            region ?? "",
            value ?? "",
            `${email?.[0] ?? ""}•••@•••.example`,
          ]),
      )}<p class="hint">2 rules applied: EMEA rows only · billing emails masked.</p>`,
    ),
    lockboxyConsole("Audit log", "Audit log", table(auditHeaders, auditRows)),
  ],
  "lockboxy-install": [
    terminal([
      "$ docker run -d --name lockboxy -p 8443:8443 \\",
      "    -v ./lockboxy.yaml:/etc/lockboxy/lockboxy.yaml lockboxy/gateway:2.4",
      "Unable to find image 'lockboxy/gateway:2.4' locally",
      "2.4: Pulling from lockboxy/gateway",
      "Status: Downloaded newer image for lockboxy/gateway:2.4",
      "3f9c2a71d0e4b8c5a6f1e2d3c4b5a6978f0e1d2c3b4a5968",
    ]),
    terminal(
      [
        "$ docker logs lockboxy",
        "lockboxy  INFO  configuration loaded from /etc/lockboxy/lockboxy.yaml",
        "lockboxy  INFO  listening on :8443 (TLS)",
        'lockboxy  INFO  connected to Notion workspace "Acme" with its integration token',
        "lockboxy  INFO  12 policies loaded: 4 roles, 5 access rules, 3 masking rules",
      ],
      3,
    ),
    lockboxyConsole(
      "Overview",
      "Gateway status",
      `<div class="stat-grid" data-focus>${[
        ["Status", pill("Running", "green")],
        ["Notion workspace", "Acme · connected"],
        ["Policies loaded", "12"],
        ["Version", "2.4.0"],
      ]
        .map(([label, value]) => panel(`<p class="label">${label}</p><p class="big">${value}</p>`))
        .join("")}</div>`,
    ),
    notionPage(
      "Deals",
      `<span class="guard" data-focus>Protected by Lockboxy</span>`,
      table(dealHeaders, deals.slice(0, 5)),
    ),
  ],
  "lockboxy-custom-roles": [
    lockboxyConsole("Roles", "Roles", table(roleHeaders, defaultRoles)),
    lockboxyConsole(
      "Roles",
      "New role",
      panel(
        `${field("Name", "Finance Reviewer")}${field("Applies to", "Pages tagged Finance")}<div class="checks"><span>${yes} Read</span><span>${yes} Comment</span><span>${no} Edit</span><span>${no} Export</span></div>`,
        true,
      ),
    ),
    lockboxyConsole(
      "Roles",
      "Finance Reviewer",
      panel(
        `${field("Identity group", "Finance (from your identity provider)")}${field("Members", "14 people")}<p class="hint">Members of the group get this role when they next sign in.</p>`,
        true,
      ),
    ),
    lockboxyConsole(
      "Roles",
      "Roles",
      table(
        [...roleHeaders, "Group"],
        [...defaultRoles.map((row) => [...row, "—"]), [...financeReviewer, "Finance"]],
        { focusRow: 3 },
      ),
    ),
  ],
  "lockboxy-row-level-access": [
    notionPage("Deals", "", table(dealHeaders, deals)),
    lockboxyConsole(
      "Access rules",
      "New access rule",
      panel(
        `${field("Database", "Deals")}${field("Role", "Sales EMEA")}${field("Can see rows where", "Region is EMEA")}`,
        true,
      ),
    ),
    lockboxyConsole(
      "Access rules",
      "Test the rule",
      panel(
        `${field("Preview as", "Lena Fischer · Sales EMEA")}<p class="big">3 of 7 rows visible</p>`,
        true,
      ),
    ),
    notionPage(
      "Deals",
      `<span class="guard" data-focus>Viewing as Lena Fischer · Sales EMEA</span>`,
      `${table(
        dealHeaders,
        deals.filter((row) => row[1] === "EMEA"),
      )}<p class="hint">4 rows hidden by the rule “EMEA deals only”.</p>`,
    ),
  ],
  "lockboxy-pii-masking": [
    notionPage("Customers", "", table(customerHeaders, customers)),
    notionPage(
      "Customers",
      `<span class="guard">Lockboxy scan: 3 columns hold personal data</span>`,
      table(
        [
          "Name",
          `Email ${pill("PII", "amber")}`,
          `Phone ${pill("PII", "amber")}`,
          `National ID ${pill("PII", "amber")}`,
          "Plan",
        ],
        customers,
        { focusHeader: true },
      ),
    ),
    notionPage(
      "Customers",
      `<span class="guard" data-focus>Viewing as Support agent · no clearance</span>`,
      table(customerHeaders, maskedCustomers),
    ),
    notionPage(
      "Customers",
      `<span class="guard">Viewing as Billing lead · clearance</span>`,
      `${table(customerHeaders, maskedCustomers)}${panel(
        `<p class="big">Reveal email of Anna Kowalski?</p>${field("Reason", "Refund request 4821")}<p class="hint">anna.k@mail.example · the reveal is written to the audit log.</p>`,
        true,
      )}`,
    ),
  ],
  "lockboxy-audit-logs": [
    lockboxyConsole("Audit log", "Audit log", table(auditHeaders, auditRows)),
    lockboxyConsole(
      "Audit log",
      "Audit log",
      `<p class="filters" data-focus>${pill("Person: Tom Becker", "indigo")} ${pill("Last 24 hours", "indigo")}</p>${table(
        auditHeaders,
        auditRows.filter((row) => row[1] === "Tom Becker"),
      )}`,
    ),
    lockboxyConsole(
      "Audit log",
      "Alerts",
      panel(
        `<p>${pill("Alert", "red")}</p><p class="big">Tom Becker exported the protected database “Payroll 2026”</p><p class="hint">09:16 · rule “Export of protected data” · security team notified</p>`,
        true,
      ),
    ),
    lockboxyConsole(
      "Audit log",
      "Streaming to your SIEM",
      `${panel(`${field("Destination", "https://siem.acme.example/collector")}${field("Status", pill("Streaming", "green"))}${field("Events today", "1,284 · last one 2 seconds ago")}`, true)}`,
    ),
  ],
  "lockboxy-sso-scim": [
    lockboxyConsole(
      "Identity",
      "Single sign-on",
      panel(
        `${field("Protocol", "OpenID Connect")}${field("Issuer", "https://login.acme.example")}${field("Client ID", "lockboxy-gateway")}<p>${pill("Test sign-in succeeded", "green")}</p>`,
        true,
      ),
    ),
    lockboxyConsole(
      "Identity",
      "SCIM provisioning",
      `<p class="big" data-focus>248 users and 12 groups imported</p>${table(
        ["Group", "Members", "Lockboxy role"],
        [
          ["Finance", "14", "Finance Reviewer"],
          ["Sales EMEA", "22", "Sales EMEA"],
          ["Sales APAC", "17", "Sales APAC"],
          ["Contractors", "33", "Guest"],
        ],
      )}`,
    ),
    lockboxyConsole(
      "Identity",
      "Provisioning events",
      table(
        ["Time", "Event", "Result"],
        [
          ["10:02", "Maya Singh joined, group Sales EMEA", pill("Role Sales EMEA given", "green")],
          ["09:40", "Group Finance renamed Finance Team", pill("Mapping kept", "slate")],
        ],
        { focusRow: 0 },
      ),
    ),
    lockboxyConsole(
      "Identity",
      "Provisioning events",
      table(
        ["Time", "Event", "Result"],
        [
          [
            "10:05",
            "Tom Becker removed from the directory",
            pill("Sessions ended, access revoked", "red"),
          ],
          ["10:02", "Maya Singh joined, group Sales EMEA", pill("Role Sales EMEA given", "green")],
          ["09:40", "Group Finance renamed Finance Team", pill("Mapping kept", "slate")],
        ],
        { focusRow: 0 },
      ),
    ),
  ],
};

/** The scenes' screens of a video, by its file name; throws for a video with no mock. */
export function screensOf(file: string): readonly string[] {
  const screens = mockScreens[file];
  if (!screens) throw new Error(`No mock screens for the video "${file}"`);
  return screens;
}

/** The mocks' stylesheet, in the site's colours (`tokens`: app/app.css's light theme). */
export function mockStyles(tokens: string): string {
  return `:root{${tokens}}
*{box-sizing:border-box;margin:0;padding:0}
body{width:1280px;height:632px;overflow:hidden;font-family:"Inter Variable",sans-serif;color:var(--foreground);background:var(--muted);font-size:17px}
ul{list-style:none}
h1{font-size:28px;font-weight:700;letter-spacing:-.01em;margin-bottom:20px}
.app{display:grid;grid-template-columns:230px 1fr;height:632px}
.side{background:#0f172a;color:#cbd5e1;padding:24px 16px;display:flex;flex-direction:column}
.brand{display:flex;align-items:center;gap:10px;color:#fff;font-weight:700;font-size:20px;margin-bottom:28px}
.mark{display:grid;place-items:center;width:32px;height:32px;border-radius:8px;background:var(--primary);color:#fff}
.side li{padding:10px 14px;border-radius:10px;margin-bottom:4px;font-weight:500}
.side li.active{background:#312e81;color:#fff}
.side-foot{margin-top:auto;font-size:13px;color:#94a3b8}
.main{padding:28px 40px;overflow:hidden}
.crumb{font-size:14px;color:var(--muted-foreground);margin-bottom:6px}
table{width:100%;border-collapse:separate;border-spacing:0;background:var(--card);border:1px solid var(--border);border-radius:14px;overflow:hidden}
th{text-align:left;font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted-foreground);padding:12px 16px;background:var(--muted);font-weight:600}
td{padding:12px 16px;border-top:1px solid var(--border)}
.pill{display:inline-block;padding:2px 10px;border-radius:999px;font-size:13px;font-weight:600;text-transform:none;letter-spacing:0}
.pill.green{background:#dcfce7;color:#166534}.pill.amber{background:#fef3c7;color:#92400e}.pill.indigo{background:var(--accent);color:var(--accent-foreground)}.pill.slate{background:#f1f5f9;color:#334155}.pill.red{background:#fee2e2;color:#991b1b}
.hint{margin-top:14px;color:var(--muted-foreground);font-size:15px}
.panel{background:var(--card);border:1px solid var(--border);border-radius:16px;padding:24px;max-width:760px;margin-bottom:16px}
.field{display:grid;grid-template-columns:200px 1fr;align-items:center;gap:16px;margin-bottom:14px}
.label{font-size:14px;font-weight:600;color:var(--muted-foreground)}
.input{border:1px solid var(--border);border-radius:10px;padding:10px 14px;background:var(--background)}
.checks{display:flex;gap:24px;margin-top:8px}
.big{font-size:22px;font-weight:700;margin:6px 0 12px}
.stat-grid{display:grid;grid-template-columns:1fr 1fr;gap:16px;max-width:820px}
.stat-grid .panel{margin:0}
.filters{margin-bottom:16px;display:inline-block;padding:4px}
.notion{height:632px;background:#fff}
.notion-bar{display:flex;gap:10px;align-items:center;padding:14px 28px;border-bottom:1px solid var(--border);font-size:15px;color:#37352f}
.notion-bar .sep{color:#9b9a97}
.guard{margin-left:auto;background:var(--accent);color:var(--accent-foreground);font-weight:600;padding:6px 14px;border-radius:999px}
.notion-main{padding:32px 96px;color:#37352f}
.notion-main h1{font-size:34px}
.terminal-screen{height:632px;background:#1e293b;padding:40px}
.terminal{background:#020617;color:#e2e8f0;border-radius:14px;padding:24px 28px;font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:18px;line-height:1.7;height:100%}
.terminal-title{color:#94a3b8;font-size:14px;margin-bottom:14px}
.terminal .prompt{color:#a5b4fc}
.sheet{height:632px;display:grid;grid-template-rows:auto 1fr auto;background:#fff}
.sheet-bar{display:flex;gap:14px;align-items:center;padding:12px 20px;border-bottom:1px solid var(--border)}
.sheet-icon{width:28px;height:36px;border-radius:4px;background:#16a34a}
.sheet-name{font-weight:600}
.sheet-menu{font-size:14px;color:var(--muted-foreground);white-space:pre}
.sheet-main{padding:24px 28px;overflow:hidden}
.sheet-tabs{display:flex;gap:4px;padding:0 20px;background:var(--muted);border-top:1px solid var(--border)}
.sheet-tabs li{padding:10px 22px;font-weight:500;color:var(--muted-foreground)}
.sheet-tabs li.active{background:#fff;color:#166534;border-bottom:3px solid #16a34a}
.note{margin-bottom:14px;background:#dcfce7;color:#166534;border-radius:10px;padding:10px 16px;font-weight:500}
.board{display:grid;grid-template-columns:repeat(3,1fr);gap:20px}
.column{background:var(--muted);border-radius:14px;padding:16px;min-height:360px}
.column h2{font-size:16px;margin-bottom:12px}.column h2 span{color:var(--muted-foreground)}
.card{background:#fff;border:1px solid var(--border);border-radius:10px;padding:16px;margin-bottom:12px;font-weight:500}
.gantt{border:1px solid var(--border);border-radius:14px;overflow:hidden}
.gantt-row{display:grid;grid-template-columns:240px 1fr;border-top:1px solid var(--border);height:54px;align-items:center}
.gantt-head{border-top:0;background:var(--muted);font-size:13px;font-weight:600;color:var(--muted-foreground);height:42px}
.gantt-task{padding:0 16px}.gantt-weeks{display:grid;grid-template-columns:repeat(4,1fr)}
.gantt-track{position:relative;height:100%}
.bar{position:absolute;top:14px;height:26px;border-radius:8px;background:var(--primary)}
.mail{background:#fff;border:1px solid var(--border);border-radius:16px;padding:28px 32px;max-width:860px}
.mail-meta{font-size:14px;color:var(--muted-foreground);margin-bottom:10px}
.mail h2{font-size:24px;margin-bottom:18px}
.mail p{margin-top:10px}
.stats{display:flex;gap:14px;margin-bottom:8px}.stats li{background:var(--muted);border-radius:12px;padding:12px 18px}
`;
}
