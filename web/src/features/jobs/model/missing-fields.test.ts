import { describe, expect, it } from 'vitest';
import { missingSteps } from './missing-fields';

describe('missingSteps', () => {
  it('puts each refusal on the step that fixes it', () => {
    const { byStep, other } = missingSteps([
      { path: 'photosBefore', message: 'Add a photo before the work.' },
      { path: 'checklist', message: 'Tick every checklist item.' },
      { path: 'scan', message: 'Scan every room.' },
      { path: 'result', message: 'Choose pass or fail.' },
    ]);
    expect(byStep).toEqual({
      photosBefore: 'Add a photo before the work.',
      checklist: 'Tick every checklist item.',
      scan: 'Scan every room.',
      inspect: 'Choose pass or fail.',
    });
    expect(other).toEqual([]);
  });

  it('"a photo is required" lands on the after-photo step, beside a missing after photo', () => {
    const { byStep } = missingSteps([
      { path: 'photosAfter', message: 'Add a photo after the work.' },
      { path: 'photos', message: 'Add at least one photo.' },
    ]);
    expect(byStep).toEqual({ photosAfter: 'Add a photo after the work. Add at least one photo.' });
  });

  it("a missing report (the location's rule) lands on the finish step, where the comment is written", () => {
    const { byStep, other } = missingSteps([{ path: 'report', message: 'Write a short report.' }]);
    expect(byStep).toEqual({ finish: 'Write a short report.' });
    expect(other).toEqual([]);
  });

  it('reads nested paths and keeps messages of unknown paths for the finish step', () => {
    const { byStep, other } = missingSteps([
      { path: 'checklist.3', message: 'Tick every item.' },
      { path: 'comment', message: 'Too long.' },
    ]);
    expect(byStep).toEqual({ checklist: 'Tick every item.' });
    expect(other).toEqual(['Too long.']);
  });

  it('nothing named, nothing marked', () => {
    expect(missingSteps([])).toEqual({ byStep: {}, other: [] });
  });
});
