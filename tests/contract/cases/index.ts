/** Every contract case; each resource issue adds its file here. */
import { authCases } from './auth';

export const allCases = [...authCases];
