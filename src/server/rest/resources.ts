import { z } from 'zod';
import { researchProposalInput, volunteerApplicationInput } from '../../shared/schemas/research-forms';
import type { MirrorRoute } from './mirror';
import { bodyObject } from './mirror';

const idParams = z.object({ id: z.string() });

/** Part 2 section 7: arsenal, intelligence, volunteer application and research proposal. */
export const resourceRoutes: MirrorRoute[] = [
  {
    method: 'GET',
    url: '/api/arsenal',
    summary: 'Brain Arsenal items, featured first',
    tags: ['arsenal'],
    call: (c) => c.public.arsenal.list(),
  },
  {
    method: 'GET',
    url: '/api/arsenal/:id',
    summary: 'One Brain Arsenal item',
    tags: ['arsenal'],
    params: idParams,
    call: (c, { params }) => c.public.arsenal.byId({ id: params.id as never }),
  },
  {
    method: 'GET',
    url: '/api/intelligence',
    summary: 'Published intelligence reports, featured first',
    tags: ['intelligence'],
    call: (c) => c.public.intelligence.list(),
  },
  {
    method: 'GET',
    url: '/api/intelligence/:id',
    summary: 'One published intelligence report (drafts are 404)',
    tags: ['intelligence'],
    params: idParams,
    call: (c, { params }) => c.public.intelligence.byId({ id: params.id as never }),
  },
  {
    method: 'POST',
    url: '/api/volunteer-application',
    summary: 'Apply as a research volunteer',
    tags: ['research'],
    body: volunteerApplicationInput,
    status: 201,
    call: (c, { body }) => c.public.researchForms.volunteer(bodyObject(body) as never),
  },
  {
    method: 'POST',
    url: '/api/research-proposal',
    summary: 'Submit a research proposal',
    tags: ['research'],
    body: researchProposalInput,
    status: 201,
    call: (c, { body }) => c.public.researchForms.proposal(bodyObject(body) as never),
  },
];
