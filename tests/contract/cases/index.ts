/**
 * Every contract case: each file beside this one exports its resource's cases and is found by its name, so a new
 * file needs no registering here (and a route of the contract without a case fails tests/unit/contract.test.ts).
 * Files in name order, each file's cases in its own order.
 */
import type { ContractCase } from '../harness';

const caseFiles = import.meta.glob<Record<string, ContractCase[]>>(['./*.ts', '!./index.ts'], { eager: true });

export const allCases: ContractCase[] = Object.keys(caseFiles)
  .sort()
  .flatMap((file) => Object.values(caseFiles[file]).flat());
