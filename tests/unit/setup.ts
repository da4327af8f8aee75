import { configure } from '@testing-library/dom';

// A screen test waits for what the operator would see, never for a clock: every findBy* and waitFor gives up
// only after this safety net. Screens, the layout and libraries such as exceljs are fetched when first shown
// (code splitting), so the first wait of a file includes vitest transforming them, which on a busy machine
// takes many seconds; a test that passes finds its element as soon as it is there.
configure({ asyncUtilTimeout: 30_000 });
