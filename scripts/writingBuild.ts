import type { ConfigEnv, UserConfig } from 'vite';

/** A build that writes files; the chunk plan's trial build writes none, and needs no plugin that serves them. */
export const isWritingBuild = (config: UserConfig, env: ConfigEnv): boolean =>
  env.command === 'build' && config.build?.write !== false;
