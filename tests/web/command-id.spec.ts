import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { baseQuery } from '../../apps/web/src/app/baseQuery';
import { sessionSlice } from '../../apps/web/src/app/session';

declare global {
  // The base query sends a 401's login address through app/navigation.ts, which reads the page's
  // origin; these tests compile without the DOM library, and no test here answers 401.
  var window: { location: { origin: string } };
}

// Every command (RTK mutation) carries a `Command-Id`, so a retried request adds nothing to the
// log; one the endpoint sets itself (the signing form's retry-stable id) is kept; reads carry none.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The app's base query behind an API of two probe endpoints (the app's own API needs React). */
const probe = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: (build) => ({
    probeSave: build.mutation<unknown, { commandId?: string }>({
      query: ({ commandId }) => ({ url: 'probe/save', method: 'POST', body: {}, headers: commandId ? { 'Command-Id': commandId } : {} }),
    }),
    probePage: build.query<unknown, void>({
      query: () => ({ url: 'probe/getpage', method: 'POST', body: {} }),
    }),
  }),
});

/** fetchBaseQuery builds a Request from '/api/…'; Node's Request wants an absolute URL, so it is given one. */
class SameOriginRequest extends Request {
  constructor(input: string, init?: RequestInit) {
    super(new URL(input, 'http://localhost'), init);
  }
}

describe('Command-Id', () => {
  const sent: Request[] = [];
  const realRequest = globalThis.Request;
  const realFetch = globalThis.fetch;

  beforeAll(() => {
    globalThis.Request = SameOriginRequest as typeof Request;
    globalThis.fetch = (async (request: Request) => {
      sent.push(request);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
  });
  afterAll(() => {
    globalThis.Request = realRequest;
    globalThis.fetch = realFetch;
  });

  const store = () =>
    configureStore({
      reducer: { [probe.reducerPath]: probe.reducer, session: sessionSlice.reducer },
      middleware: (getDefault) => getDefault().concat(probe.middleware),
    });

  it('goes with every mutation, a new one each time, and is not sent with reads', async () => {
    const { dispatch } = store();
    sent.length = 0;
    await dispatch(probe.endpoints.probeSave.initiate({}));
    await dispatch(probe.endpoints.probeSave.initiate({}));
    await dispatch(probe.endpoints.probePage.initiate());
    const [first, second, read] = sent.map((request) => request.headers.get('Command-Id'));
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(read).toBeNull();
  });

  it('keeps the id an endpoint sets itself, so a resent command is the same command', async () => {
    const { dispatch } = store();
    sent.length = 0;
    await dispatch(probe.endpoints.probeSave.initiate({ commandId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' }));
    expect(sent[0]!.headers.get('Command-Id')).toBe('3f2504e0-4f89-41d3-9a0c-0305e82c3301');
  });
});
