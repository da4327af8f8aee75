/**
 * The SPA's dataProvider: react-admin's CRUD methods from the declarative resource map
 * (dataProvider/resources.ts) run by the generic engine, plus typed custom methods for the
 * calls that are not CRUD. Screens use `useDataProvider<AppDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import { type ApiCall, apiCall } from './api';
import { type CustomMethods, createCustomMethods } from './dataProvider/custom';
import { createEngine } from './dataProvider/engine';
import { resources } from './dataProvider/resources';

export type AppDataProvider = DataProvider & CustomMethods;

/** Tests and the demo build their own, with another `call` (e.g. one bound to a fake). */
export function createDataProvider(call: ApiCall = apiCall): AppDataProvider {
  return { ...createEngine(resources, call), ...createCustomMethods(call) };
}

export const dataProvider: AppDataProvider = createDataProvider();

export { type ResourceName, resources } from './dataProvider/resources';
