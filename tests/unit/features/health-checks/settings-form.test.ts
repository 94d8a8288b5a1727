import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../../contract/health-checks/settings';
import { bodyOf, formOf } from '../../../../src/features/health-checks/settings-form';

describe('the settings form', () => {
  it('shows the thresholds in millimetres and sends tenths', () => {
    const values = formOf(defaultSettings);
    expect(values.thresholds).toEqual({
      treadRedBelow: '1.6',
      treadAmberBelow: '3.0',
      padRedBelow: '3.0',
      padAmberBelow: '5.0',
    });
    const sent = bodyOf({ ...values, thresholds: { ...values.thresholds, treadAmberBelow: '4,0' } });
    expect('body' in sent && sent.body.thresholds).toEqual({
      treadRedBelow: 16,
      treadAmberBelow: 40,
      padRedBelow: 30,
      padAmberBelow: 50,
    });
  });

  it('names the field of each problem by the path the server uses', () => {
    const values = formOf(defaultSettings);
    values.thresholds.padAmberBelow = '2.5';
    values.thresholds.treadRedBelow = 'deep';
    values.templates[0]!.items[2]!.name = ' ';
    const sent = bodyOf(values);
    expect('problems' in sent && sent.problems.map((problem) => problem.path).sort()).toEqual([
      'templates.0.items.2.name',
      'thresholds.padAmberBelow',
      'thresholds.treadRedBelow',
    ]);
  });
});
