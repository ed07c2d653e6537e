import type { Database } from '../../db/client.ts';
import type { AdaptersConfig } from '../config.ts';
import { ExternalServiceError, fetchJson } from '../http.ts';
import { DEMO_LMS_CATALOGUE } from './demo-catalogue.ts';
import type { LmsAdapter, LmsCourse } from './types.ts';
import { createEmbeddedLmsCatalogue, type LmsCatalogue } from './catalogue.ts';

export type { LmsAdapter, LmsAssignment, LmsCourse } from './types.ts';

/** The embedded default: the demo catalogue; assignments live in the database's LMS tables. */
export const demoLms: LmsAdapter = {
  kind: 'demo',
  courses: async () => DEMO_LMS_CATALOGUE.map((course) => ({ ...course })),
  assignments: async () => [],
};

/** Canvas's course as `GET /api/v1/accounts/:id/courses` answers it (the fields used). */
interface CanvasCourse {
  id: number;
  name: string | null;
  course_code: string | null;
  workflow_state: 'unpublished' | 'available' | 'completed' | 'deleted';
  start_at: string | null;
  end_at: string | null;
}

interface CanvasAssignment {
  id: number;
  name: string;
  due_at: string | null;
  html_url: string | null;
  points_possible: number | null;
}

/** The page Canvas's `Link` header names rel="next", or null on the last page. */
export function nextLink(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]+)>\s*;(.*)$/.exec(part.trim());
    if (match && /\brel="?next"?/.test(match[2]!)) return match[1]!;
  }
  return null;
}

const STATE: Record<CanvasCourse['workflow_state'], LmsCourse['state'] | null> = {
  unpublished: 'prestart',
  available: 'active',
  completed: 'completed',
  deleted: null,
};

/** The most pages one listing follows (100 per page): a runaway `next` chain stops here. */
const MAX_PAGES = 200;

/** Canvas's REST API with an access token; lists follow the `Link` header's rel="next". */
export function canvasLms(settings: { apiUrl: string; token: string; accountId: string }): LmsAdapter {
  const headers = { authorization: `Bearer ${settings.token}` };
  const origin = new URL(settings.apiUrl).origin;

  async function all<T>(first: string): Promise<T[]> {
    const items: T[] = [];
    let url: string | null = first;
    for (let page = 0; url; page++) {
      if (page === MAX_PAGES) throw new ExternalServiceError('Canvas', 0, `more than ${MAX_PAGES} pages`);
      // A next link elsewhere than Canvas itself would carry the token away: refused.
      if (new URL(url).origin !== origin) throw new ExternalServiceError('Canvas', 0, 'a next page on another host');
      const { body, headers: answer } = await fetchJson<T[]>('Canvas', url, { headers });
      if (!Array.isArray(body)) throw new ExternalServiceError('Canvas', 200, 'the answer is not a list');
      items.push(...body);
      url = nextLink(answer.get('link'));
    }
    return items;
  }

  const day = (at: string | null) => (at ? at.slice(0, 10) : null);
  return {
    kind: 'canvas',
    async courses() {
      const url = `${settings.apiUrl}/api/v1/accounts/${settings.accountId}/courses?per_page=100`;
      const courses = await all<CanvasCourse>(url);
      return courses.flatMap((course) => {
        const state = STATE[course.workflow_state];
        if (!state) return [];
        return [
          {
            lms_course_id: String(course.id),
            name: course.name?.trim() || course.course_code || `Course ${course.id}`,
            course_code: course.course_code,
            state,
            start_date: day(course.start_at),
            end_date: day(course.end_at),
          },
        ];
      });
    },
    async assignments(lmsCourseId) {
      const url = `${settings.apiUrl}/api/v1/courses/${encodeURIComponent(lmsCourseId)}/assignments?per_page=100&order_by=due_at`;
      const assignments = await all<CanvasAssignment>(url);
      return assignments.map((a) => ({
        id: String(a.id),
        name: a.name,
        due_at: a.due_at,
        html_url: a.html_url,
        points_possible: a.points_possible,
      }));
    },
  };
}

export function lmsAdapterFor(config: AdaptersConfig['lms']): LmsAdapter {
  return config.kind === 'canvas' ? canvasLms(config) : demoLms;
}

export type { LmsCatalogue } from './catalogue.ts';

/**
 * The course search of cohort settings: the courses table, which the demo catalogue seeds and
 * "Sync Canvas courses" fills from Canvas (docs/deploy.md, LMS).
 */
export function lmsCatalogueFor(db: Database): LmsCatalogue {
  return createEmbeddedLmsCatalogue(db);
}
