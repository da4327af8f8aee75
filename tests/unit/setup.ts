// Shared setup for jsdom tests: nothing yet beyond making failures loud.
export {};
