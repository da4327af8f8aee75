/**
 * The project's build with code splitting off (exceljs aside), the fair baseline for "a tour of every screen
 * transfers no more than one bundle"; `npm run build` never reads this file.
 */
import { defineConfig, mergeConfig } from 'vite';
import projectConfig from '../../vite.config';

export default defineConfig((env) =>
  mergeConfig(projectConfig(env), {
    build: { rolldownOptions: { external: ['exceljs'], output: { codeSplitting: false } } },
  }),
);
