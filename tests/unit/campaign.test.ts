import { describe, expect, it } from 'vitest';
import { campaignScheduleSchema } from '../../src/schemas/campaign.ts';

describe('campaign schedule validation', () => {
  it('names a stage out of order', () => {
    const result = campaignScheduleSchema.safeParse({
      stages: [
        { stage: 1, start: '2026-11-14T09:00:00+01:00', end: '2026-11-21T23:59:59+01:00' },
        { stage: 2, start: '2026-11-20T09:00:00+01:00', end: '2026-11-29T23:59:59+01:00' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['stages', 1, 'start'],
      message: 'must come after the previous stage ends',
    });
  });
});
