import { closeClients, serviceClient } from '../helpers';

/*
 * Conformance with hosted Supabase (issue 49): PostgREST's PGRST202 hint names another function
 * only when its name is close (Error.hs `noRpcHint`: a fuzzy match of at least 0.75). lite
 * suggested far names too. Functions: test_rpc_* of the fixtures (99990114000000_test_rpc_hosted.sql).
 */
afterAll(closeClients);

describe('a call of a function that does not exist', () => {
  it('gets no hint when no function name is close', async () => {
    const { data, error, status } = await serviceClient().rpc('blurb_message');
    expect(data).toBeNull();
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      details: 'Searched for the function public.blurb_message without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
      message: 'Could not find the function public.blurb_message without parameters in the schema cache',
    });
  });

  it('still names a function whose name is close', async () => {
    const { error, status } = await serviceClient().rpc('test_count_peoples', { people: [] });
    expect(status).toBe(404);
    expect(error?.hint).toBe('Perhaps you meant to call the function public.test_count_people');
  });
});
