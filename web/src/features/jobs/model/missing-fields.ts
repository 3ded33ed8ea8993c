import type { TJobStep } from './job-steps';

interface FieldLike {
  path: string;
  message: string;
}

/** DECISIONS.md §7: what a refused finish (409 occurrence_incomplete) names, and the step that fixes it. */
const STEP_OF_PATH: Record<string, TJobStep> = {
  photosBefore: 'photosBefore',
  photosAfter: 'photosAfter',
  // "At least one photo" is offered on the after-photo step (job-steps.ts afterStepSatisfied).
  photos: 'photosAfter',
  checklist: 'checklist',
  scan: 'scan',
  result: 'inspect',
  // The report is the comment written on the finish step (the location's "Write a report" rule).
  report: 'finish',
};

export interface MissingSteps {
  byStep: Partial<Record<TJobStep, string>>;
  /** Messages for paths no step knows; shown beside the finish button so none is lost. */
  other: string[];
}

/**
 * Maps `details.fields` of the refusal to steps. A path may come nested (`checklist.2`, `body.scan`):
 * the first known segment decides. Messages are already in the user's language.
 */
export function missingSteps(fields: readonly FieldLike[]): MissingSteps {
  const byStep: Partial<Record<TJobStep, string>> = {};
  const other: string[] = [];
  for (const field of fields) {
    const step = field.path
      .split('.')
      .map((segment) => STEP_OF_PATH[segment])
      .find((s) => s !== undefined);
    if (!step) {
      other.push(field.message);
      continue;
    }
    const previous = byStep[step];
    byStep[step] = previous && previous !== field.message ? `${previous} ${field.message}` : field.message;
  }
  return { byStep, other };
}
