// Types `env` from 'cloudflare:test' / 'cloudflare:workers' as the Worker's own bindings.
type WorkerEnv = import('../../../worker/env').Env;
declare namespace Cloudflare {
  interface Env extends WorkerEnv {}
}
