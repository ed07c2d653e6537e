import { type ProtocolServer, startCanvas, startHubSpot } from '../../api/test/helpers/protocol-servers.ts';

/** The Canvas account and tokens the e2e portal is configured with. */
export const CANVAS_TOKEN = 'e2e-canvas-token';
export const HUBSPOT_TOKEN = 'pat-e2e-hubspot';

/**
 * Local servers speaking Canvas's REST API and HubSpot's contacts batch API (the API tests'
 * servers), so the browser journey runs the Additional Tools through the real adapters. Canvas
 * lists the seeded courses' LMS ids and two of a coming term, two a page.
 */
export async function startProtocolStubs(): Promise<{
  canvas: ProtocolServer;
  hubspot: ProtocolServer;
  env: Record<string, string>;
  close(): Promise<void>;
}> {
  const course = (id: number, name: string, state: 'available' | 'unpublished') => ({
    id,
    name,
    course_code: `E2E-${id}`,
    workflow_state: state,
    start_at: '2027-03-08T14:00:00Z',
    end_at: null,
  });
  const canvas = await startCanvas({
    token: CANVAS_TOKEN,
    accountId: 1,
    maxPerPage: 2,
    courses: [
      course(4101, 'SEBD September 2026: Core Curriculum', 'available'),
      course(4102, 'SEBD March 2026: Core Curriculum', 'available'),
      course(4301, 'SEBD March 2027: Core Curriculum', 'unpublished'),
      course(4302, 'Full Stack March 2027: Core Curriculum', 'unpublished'),
    ],
  });
  const hubspot = await startHubSpot({ token: HUBSPOT_TOKEN });
  return {
    canvas,
    hubspot,
    env: {
      CANVAS_API_URL: canvas.url,
      CANVAS_API_TOKEN: CANVAS_TOKEN,
      CANVAS_ACCOUNT_ID: '1',
      HUBSPOT_API_URL: hubspot.url,
      HUBSPOT_ACCESS_TOKEN: HUBSPOT_TOKEN,
    },
    async close() {
      await canvas.close();
      await hubspot.close();
    },
  };
}

/** What a stub received (its /__calls answer): method, URL, authorization and JSON body. */
export async function receivedCalls(
  baseUrl: string,
): Promise<{ method: string; url: string; authorization?: string; body: unknown }[]> {
  return (await fetch(`${baseUrl}/__calls`)).json();
}
