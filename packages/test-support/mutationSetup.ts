/**
 * Set up for the mutation run only (jest.config.ts): a property that fails stops at its first
 * counterexample instead of shrinking it. A mutant only needs to fail; shrinking a failure over
 * thousands of runs is what made such mutants outlast Stryker's timeout, and a timed-out mutant
 * says less than a killed one.
 */
import fc from "fast-check";

fc.configureGlobal({ ...fc.readConfigureGlobal(), endOnFailure: true });
