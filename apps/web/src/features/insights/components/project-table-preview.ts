import type { Paged, ProjectEntry } from '@airlens/contract';
import {
  CRITERIA,
  CRITERION_LABELS,
  DEFAULT_BAND,
  formatRelativeTime,
  kpiScore,
  shouldUseListOnlyMode,
  userSummaryLabel,
} from '@airlens/domain';
import { formatScore, scoreTone } from '@/components/kpi-score-format';
import { projectLocationLabel, projectStatusLabel, toProjectUsers } from '@/components/project-labels';
import { TONE_COLORS } from '@/components/tone-colors';
import { applyStatusRules } from '../api/project-status-rules';
import { LIST_ONLY_NOTICE } from './dashboard-texts';
import { routeLinks } from './insights-links';

/**
 * The dashboard's first table page drawn with the DOM alone (issue #21: its first rows in under 500 ms), from
 * the page the server inlined, while React, the component library and the dashboard's chunk still load. It
 * covers the page's content area (the app bar and navigation rail appear around it as the app starts) and
 * looks like the dashboard's list-only layout; it has the real table's name, columns and project links.
 * The dashboard removes it when its own table shows the same page (insights-dashboard.tsx), and the app when
 * it shows anything else (app/root-layout.tsx). No controls: searching, sorting, paging and previews wait
 * for the app, as they did before.
 */

const PREVIEW_ID = 'dashboard-first-page-preview';

/** The page's looks (lib/theme.ts, MUI's defaults) for the parts drawn here; the app's own styles are not loaded yet. */
const PREVIEW_CSS = `
#${PREVIEW_ID}{position:fixed;inset:56px 0 0 0;z-index:1000;overflow:auto;background:#fff;color:rgba(0,0,0,.87);
  font:400 14px/1.43 "Open Sans","Helvetica Neue",Arial,sans-serif}
@media (min-width:600px){#${PREVIEW_ID}{top:64px}}
@media (min-width:960px){#${PREVIEW_ID}{left:88px}}
#${PREVIEW_ID} .frame{max-width:1536px;margin:0 auto;padding:24px 16px}
@media (min-width:600px){#${PREVIEW_ID} .frame{padding:24px}}
#${PREVIEW_ID} h1{margin:0;font-size:1.5rem;font-weight:600;line-height:1.334}
#${PREVIEW_ID} .secondary{color:rgba(0,0,0,.6)}
#${PREVIEW_ID} .filters{height:66px;margin:16px 0}
#${PREVIEW_ID} .notice{background:#e5f6fd;color:#014361;border-radius:4px;padding:14px 16px;margin-bottom:16px}
#${PREVIEW_ID} section{border:1px solid rgba(0,0,0,.12);border-radius:4px;padding:16px}
#${PREVIEW_ID} .heading{display:flex;align-items:center;gap:16px;min-height:40px;margin-bottom:8px}
#${PREVIEW_ID} h2{margin:0;font-size:18px;font-weight:600}
#${PREVIEW_ID} table{width:100%;border-collapse:collapse}
#${PREVIEW_ID} th,#${PREVIEW_ID} td{padding:6px 16px;border-bottom:1px solid #e0e0e0;text-align:left}
#${PREVIEW_ID} th{font-weight:500;line-height:1.5rem}
#${PREVIEW_ID} .center{text-align:center}
#${PREVIEW_ID} .hide-below-md{display:none}
@media (min-width:900px){#${PREVIEW_ID} .hide-below-md{display:table-cell}}
#${PREVIEW_ID} .project{display:flex;align-items:center;gap:12px}
#${PREVIEW_ID} .thumbnail{display:none;width:48px;height:36px;flex-shrink:0;border-radius:4px;background:#f5f5f5}
@media (min-width:900px){#${PREVIEW_ID} .thumbnail{display:block}}
#${PREVIEW_ID} .score{display:inline-block;min-width:48px;padding:2px 8px;border-radius:4px;font-weight:600;
  font-variant-numeric:tabular-nums;text-align:center}
#${PREVIEW_ID} a{color:#0b5cad;font-weight:600;text-decoration:none;display:block}
#${PREVIEW_ID} .caption{font-size:.75rem;color:rgba(0,0,0,.6)}
#${PREVIEW_ID} .chip{display:inline-block;margin-top:4px;padding:0 8px;border-radius:10px;background:rgba(0,0,0,.08);font-size:.8125rem}
`;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  if (text !== undefined) {
    created.textContent = text;
  }
  if (className !== undefined) {
    created.className = className;
  }
  return created;
}

/** A KPI score as the table's badge shows it: its text on its tone's colours. */
function scoreCell(score: number | null): HTMLTableCellElement {
  const badge = element('span', formatScore(score), 'score');
  const colors = TONE_COLORS[scoreTone(score)];
  badge.style.color = colors.text;
  badge.style.background = colors.background;
  const cell = element('td', undefined, 'center');
  cell.append(badge);
  return cell;
}

/** One cell per column of ProjectTable in list-only mode (every KPI column), its texts from the same helpers. */
function projectRow(entry: ProjectEntry, username: string, now: Date): HTMLTableRowElement {
  const { project } = entry;
  const row = element('tr');
  const nameCell = element('td');
  const name = element('div');
  const link = element('a', project.name);
  link.href = routeLinks(DEFAULT_BAND, null, null).project(project.id);
  link.title = project.name;
  name.append(link, element('div', projectLocationLabel(project) || 'No location', 'caption'));
  if (project.status !== 'COMPLETED') {
    name.append(element('span', projectStatusLabel(project.status), 'chip'));
  }
  const cell = element('div', undefined, 'project');
  cell.append(element('div', undefined, 'thumbnail'), name);
  nameCell.append(cell);
  row.append(
    nameCell,
    element(
      'td',
      project.lastSurveyDate === null ? '–' : formatRelativeTime(project.lastSurveyDate, now),
      'hide-below-md',
    ),
    element('td', userSummaryLabel(toProjectUsers(entry), username), 'hide-below-md'),
    ...CRITERIA.map((key) => scoreCell(kpiScore(project, key))),
    element('td'),
  );
  return row;
}

function projectTable(page: Paged<ProjectEntry>, username: string, now: Date): HTMLTableElement {
  const table = element('table');
  table.setAttribute('aria-label', 'Projects');
  const head = element('tr');
  head.append(
    element('th', 'Project'),
    element('th', 'Last survey', 'hide-below-md'),
    element('th', 'Users', 'hide-below-md'),
    ...CRITERIA.map((key) => element('th', CRITERION_LABELS[key], 'center')),
    element('th', 'Preview'),
  );
  const thead = element('thead');
  thead.append(head);
  const tbody = element('tbody');
  tbody.append(...page.content.map((entry) => projectRow(entry, username, now)));
  table.append(thead, tbody);
  return table;
}

function isProjectPage(answer: unknown): answer is Paged<ProjectEntry> {
  if (typeof answer !== 'object' || answer === null) {
    return false;
  }
  const { content, totalElements } = answer as { content?: unknown; totalElements?: unknown };
  return (
    typeof totalElements === 'number' &&
    Array.isArray(content) &&
    content.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        'project' in entry &&
        typeof entry.project === 'object' &&
        entry.project !== null &&
        'projectUsers' in entry &&
        Array.isArray(entry.projectUsers),
    )
  );
}

/**
 * Draws the preview of an inlined first page when the dashboard will open in list-only mode (more than 200
 * projects, docs/product-spec.md §4); beside the map (200 or fewer) the page needs the map's library anyway,
 * so nothing is drawn. Returns whether it drew. The app's data path does not use what is read here: the
 * dashboard reads the same answer through the contract's schema (dashboard-first-page.ts).
 */
export function showProjectTablePreview(answer: unknown, username: string, now = new Date()): boolean {
  if (!isProjectPage(answer)) {
    return false;
  }
  const page = applyStatusRules(answer, true);
  if (!shouldUseListOnlyMode(page.totalElements) || page.content.length === 0) {
    return false;
  }
  const style = element('style', PREVIEW_CSS);
  style.dataset.preview = PREVIEW_ID;
  const root = element('div');
  root.id = PREVIEW_ID;
  const frame = element('div', undefined, 'frame');
  const section = element('section');
  const heading = element('div', undefined, 'heading');
  heading.append(
    element('h2', 'Projects'),
    element('span', `${page.totalElements.toLocaleString('en-US')} projects`, 'secondary'),
  );
  section.append(heading, projectTable(page, username, now));
  frame.append(
    element('h1', 'Insights'),
    element('div', 'Network health of your surveyed sites', 'secondary'),
    // The filter bar's place, so the table does not move when the dashboard takes over.
    element('div', undefined, 'filters'),
    element('div', LIST_ONLY_NOTICE, 'notice'),
    section,
  );
  root.append(frame);
  document.head.append(style);
  document.body.append(root);
  return true;
}

/** Removes the preview, if drawn; the page the app shows is then in view. */
export function removeProjectTablePreview(): void {
  document.getElementById(PREVIEW_ID)?.remove();
  document.head.querySelector(`style[data-preview="${PREVIEW_ID}"]`)?.remove();
}
