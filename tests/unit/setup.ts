import { configure } from '@testing-library/dom';

// A screen test waits for what the operator would see, never for a clock: every findBy* and waitFor gives up
// only after this safety net, and one that passes goes on as soon as its element is there. On a busy two-core
// machine one wait can take half a minute: the first includes vitest transforming the screen's lazily loaded
// code, and a role query over a table of 50 rows costs half a second of jsdom's time, repeated at every change
// of the page while the wait lasts.
configure({ asyncUtilTimeout: 90_000 });
