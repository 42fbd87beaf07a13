import { defineEntity, p } from '@mikro-orm/core';
import type { Experience, InvestmentStrategy } from '../../contracts/directory.ts';
import type { PropertyCategory } from '../../../listings/contracts/listing.ts';

/** What a member shows in the directory, once they turn their public profile on (off by default). */
const MemberProfileSchema = defineEntity({
  name: 'MemberProfile',
  schema: 'engagement',
  tableName: 'member_profiles',
  properties: {
    userId: p.uuid().primary(),
    isPublic: p.boolean().default(false),
    states: p.array().$type<string[]>(),
    counties: p.array().$type<string[]>(),
    strategies: p.array().$type<InvestmentStrategy[]>(),
    categories: p.array().$type<PropertyCategory[]>(),
    minPriceCents: p.bigint('number').nullable(),
    maxPriceCents: p.bigint('number').nullable(),
    minAcres: p.double().$type<number>().runtimeType('number').nullable(),
    maxAcres: p.double().$type<number>().runtimeType('number').nullable(),
    experience: p.text().$type<Experience>().nullable(),
    bio: p.text(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export interface MemberProfileFields {
  isPublic: boolean;
  states: string[];
  counties: string[];
  strategies: InvestmentStrategy[];
  categories: PropertyCategory[];
  minPriceCents: number | null;
  maxPriceCents: number | null;
  minAcres: number | null;
  maxAcres: number | null;
  experience: Experience | null;
  bio: string;
}

export class MemberProfile extends MemberProfileSchema.class {
  static create(userId: string, now: Date): MemberProfile {
    const profile = new MemberProfile();
    profile.userId = userId;
    profile.createdAt = now;
    profile.update(
      {
        isPublic: false,
        states: [],
        counties: [],
        strategies: [],
        categories: [],
        minPriceCents: null,
        maxPriceCents: null,
        minAcres: null,
        maxAcres: null,
        experience: null,
        bio: '',
      },
      now,
    );
    return profile;
  }

  update(fields: MemberProfileFields, now: Date): void {
    Object.assign(this, fields);
    this.updatedAt = now;
  }
}
MemberProfileSchema.setClass(MemberProfile);
export { MemberProfileSchema };
