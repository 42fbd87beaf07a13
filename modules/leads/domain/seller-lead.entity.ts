import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../shared/kernel/ids.ts';
import {
  LEAD_CLAIM_WINDOW_MS,
  type LeadNextStep,
  type LeadSituation,
  type LeadSource,
  type LeadStatus,
  type SellerLeadRecord,
} from '../contracts/seller-leads.ts';
import type { ParsedAddress } from './lead-address.ts';
import { LeadTakenError } from './seller-lead.errors.ts';

/**
 * An owner's request for a cash offer from the investor network. It is `open` for the sellers of its
 * market to take, `queued` for administrators when none took it within the hour (so no lead waits
 * unseen; a seller may still take it), and `claimed` once a seller has. A lead sent from a seller's
 * own lead page is theirs from the start.
 */
const SellerLeadSchema = defineEntity({
  name: 'SellerLead',
  schema: 'leads',
  tableName: 'seller_leads',
  indexes: [
    { name: 'seller_leads_repeat_index', properties: ['addressKey', 'phone', 'createdAt'] },
    { name: 'seller_leads_status_index', properties: ['status', 'createdAt'] },
    { name: 'seller_leads_claims_index', properties: ['claimedBy', 'claimedAt'] },
    { name: 'seller_leads_place_index', properties: ['state', 'status', 'createdAt'] },
    { name: 'seller_leads_next_step_index', properties: ['nextStep', 'status', 'createdAt'] },
    { name: 'seller_leads_source_created_at_index', properties: ['source', 'createdAt'] },
    // the back office's table: every lead by date, and its search (decision 0056)
    { name: 'seller_leads_created_at_index', properties: ['createdAt', 'id'] },
    {
      name: 'seller_leads_state_desc_index',
      expression: 'create index seller_leads_state_desc_index on leads.seller_leads (state desc nulls last, created_at desc, id desc)',
    },
    ...(['full_name', 'email', 'property_address', 'city', 'phone'] as const).map((column) => ({
      name: `seller_leads_${column}_trgm_index`,
      expression: `create index seller_leads_${column}_trgm_index on leads.seller_leads using gin (${column} gin_trgm_ops)`,
    })),
    // the words of the search in the name, email, address and city at once (decision 0073)
    {
      name: 'seller_leads_search_trgm_index',
      expression: `create index seller_leads_search_trgm_index on leads.seller_leads using gin ((full_name || ' ' || email || ' ' || property_address || ' ' || coalesce(city, '')) gin_trgm_ops)`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    propertyAddress: p.text(),
    addressKey: p.text(),
    city: p.text().nullable(),
    state: p.text().nullable(),
    county: p.text().nullable(),
    zip: p.text().nullable(),
    fullName: p.text(),
    /** E.164 */
    phone: p.text(),
    email: p.text(),
    situation: p.text().$type<LeadSituation>().nullable(),
    status: p.text().$type<LeadStatus>(),
    /** the homepage form (offered to the network) or a seller's own lead page */
    source: p.text().$type<LeadSource>().default('network'),
    /** what the owner was told happens next, decided when the lead came in */
    nextStep: p.text().$type<LeadNextStep>().default('team_review'),
    createdAt: p.datetime(),
    queuedAt: p.datetime().nullable(),
    claimedBy: p.uuid().nullable(),
    claimedAt: p.datetime().nullable(),
    /** the administrator who gave the lead to the seller who has it; null when the seller took it */
    assignedBy: p.uuid().nullable(),
  },
});

export interface NewSellerLead {
  address: ParsedAddress;
  place: { city: string | null; state: string | null; county: string | null };
  fullName: string;
  phone: string;
  email: string;
  situation: LeadSituation | null;
  source: LeadSource;
  nextStep: LeadNextStep;
}

export class SellerLead extends SellerLeadSchema.class {
  static submit(input: NewSellerLead, now: Date): SellerLead {
    const lead = new SellerLead();
    lead.id = newId(now.getTime());
    lead.propertyAddress = input.address.display;
    lead.addressKey = input.address.key;
    lead.city = input.place.city;
    lead.state = input.place.state;
    lead.county = input.place.county;
    lead.zip = input.address.zip;
    lead.fullName = input.fullName;
    lead.phone = input.phone;
    lead.email = input.email.toLowerCase();
    lead.situation = input.situation;
    lead.status = 'open';
    lead.source = input.source;
    lead.nextStep = input.nextStep;
    lead.createdAt = now;
    lead.queuedAt = null;
    lead.claimedBy = null;
    lead.claimedAt = null;
    lead.assignedBy = null;
    return lead;
  }

  /**
   * The seller takes the lead: open or queued (an investor late for the hour still beats none), and
   * only once; taking one's own lead again changes nothing. Answers whether this call took it.
   */
  claim(sellerId: string, now: Date): boolean {
    if (this.status === 'claimed') {
      if (this.claimedBy === sellerId) return false;
      throw new LeadTakenError();
    }
    this.status = 'claimed';
    this.claimedBy = sellerId;
    this.claimedAt = now;
    return true;
  }

  /**
   * An administrator gives the lead to a seller: open or queued only (a lead a seller has stays theirs);
   * giving it again to the seller who has it changes nothing. Answers whether this call gave it.
   */
  assign(sellerId: string, administratorId: string, now: Date): boolean {
    const given = this.claim(sellerId, now);
    if (given) this.assignedBy = administratorId;
    return given;
  }

  /** when the lead joins the administrators' queue if no investor has taken it */
  get claimDeadline(): Date {
    return new Date(this.createdAt.getTime() + LEAD_CLAIM_WINDOW_MS);
  }

  toRecord(): SellerLeadRecord {
    return {
      id: this.id,
      propertyAddress: this.propertyAddress,
      city: this.city ?? null,
      state: this.state ?? null,
      county: this.county ?? null,
      zip: this.zip ?? null,
      fullName: this.fullName,
      phone: this.phone,
      email: this.email,
      situation: this.situation ?? null,
      status: this.status,
      createdAt: this.createdAt.toISOString(),
      queuedAt: this.queuedAt?.toISOString() ?? null,
      claimedBy: this.claimedBy ?? null,
      claimedAt: this.claimedAt?.toISOString() ?? null,
    };
  }
}
SellerLeadSchema.setClass(SellerLead);
export { SellerLeadSchema };
