import { z } from 'astro/zod';
import { instant } from './fields.ts';

const stage = z.strictObject({
  /** 1, 2, 3… in order. */
  stage: z.number().int().min(1),
  /** First instant of the stage (the region's sale opening time, with its offset). */
  start: instant,
  /** Last instant of the stage, inclusive (e.g. 23:59:59 local time). */
  end: instant,
});

/** A staged campaign of one region (content spec point 4). */
export const campaignScheduleSchema = z
  .strictObject({ stages: z.array(stage).min(1) })
  .superRefine((campaign, context) => {
    campaign.stages.forEach((current, index) => {
      if (current.stage !== index + 1) {
        context.addIssue({
          code: 'custom',
          path: ['stages', index, 'stage'],
          message: `must be ${index + 1}: stages are numbered in order`,
        });
      }
      if (Date.parse(current.end) <= Date.parse(current.start)) {
        context.addIssue({ code: 'custom', path: ['stages', index, 'end'], message: 'must come after "start"' });
      }
      const previous = campaign.stages[index - 1];
      if (previous && Date.parse(current.start) <= Date.parse(previous.end)) {
        context.addIssue({
          code: 'custom',
          path: ['stages', index, 'start'],
          message: 'must come after the previous stage ends',
        });
      }
    });
  });

export type CampaignSchedule = z.infer<typeof campaignScheduleSchema>;

/** regions/<region>/campaigns.json: the region's staged campaigns by route path. */
export const regionCampaignsSchema = z.strictObject({
  'black-friday': campaignScheduleSchema.optional(),
  'christmas-sale': campaignScheduleSchema.optional(),
});

export type RegionCampaigns = z.infer<typeof regionCampaignsSchema>;
