import { endpoint } from '../../shared/kernel/endpoint.ts';
import { isUuid } from '../../shared/kernel/ids.ts';
import { contractDraftQuerySchema } from '../contracts/offers.ts';
import { CONTRACT_DRAFTS, OFFERS_TAG } from '../application/http.ts';
import { GetContractDraft } from '../application/reports/get-contract-draft/get-contract-draft.query.ts';
import { OfferNotFoundError } from '../domain/offer.errors.ts';
import { contractDraftPdf } from '../infrastructure/contract-draft-pdf.ts';

/** The assignment contract draft of an accepted offer, as a PDF for its two parties. */
export const contractDraftEndpoint = endpoint({
  method: 'get',
  path: '/api/offers/:id/contract-draft',
  tag: OFFERS_TAG,
  summary: 'The assignment contract draft of an accepted offer (PDF)',
  description:
    'The parties, the property, the agreed price, the assignment fee (`assignmentFee`, whole dollars, when given), the earnest money and the dates, marked "DRAFT - for review by your attorney". Only the offer’s buyer and seller; 409 until the offer is accepted.',
  access: 'member',
  scopes: ['offers:read'],
  rateLimit: CONTRACT_DRAFTS,
  query: contractDraftQuerySchema,
  invalid: 'Please check the assignment fee',
  produces: 'application/pdf',
  errors: [404, 409],
  handle: async ({ params, query, actor }, _req, res, { queries }) => {
    if (!isUuid(params.id)) throw new OfferNotFoundError();
    const draft = await queries.ask(GetContractDraft, { offerId: params.id, assignmentFee: query.assignmentFee }, actor);
    const pdf = await contractDraftPdf(draft, new Date());
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="assignment-contract-draft-${draft.offerId.slice(0, 8)}.pdf"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      })
      .send(pdf);
  },
});
