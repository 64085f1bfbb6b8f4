// The only file that listens: everything else is built by buildApp so tests can inject requests.
import { readConfig } from './config';
import { createSmsProvider } from './modules/auth/sms-provider';

// Fail fast: the configuration is checked before the server's modules are loaded (compiling them
// takes seconds, over ten on a busy machine), so a misconfigured production start says what is
// wrong at once, and never opens the database. Production needs a real SMS provider (English +
// Chinese message) and PUBLIC_BASE_URL (readConfig).
const config = readConfig();
createSmsProvider(config.sms, config.production);
const { serve } = await import('./serve');
await serve(config);
