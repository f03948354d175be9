// Emma, the ICE SOS assistant (docs/product.md#backend-calls (call 2)). Runs on hosted Supabase Edge (Deno) and locally in
// packages/supabase-local's function runner, unchanged. Configuration: EMMA_* in .env.example.
import { handleChat } from './handler';

Deno.serve(handleChat);
