import { startDemoWorker } from './browser';

// The worker must be listening before the SPA's first request leaves.
void startDemoWorker().then(() => import('../src/shell/main'));
