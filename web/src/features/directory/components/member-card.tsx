import { Link } from '@tanstack/react-router';
import { BadgeCheck, MapPin } from 'lucide-react';
import type { MemberCard as MemberCardData } from '@contracts/engagement/contracts/directory.ts';
import { countyLabel } from '@contracts/shared/kernel/place-names.ts';
import { buyBoxRanges, categoryLabel, experienceLabel, strategyLabel } from '../format.ts';
import { PremiumBadge } from '@/components/premium-badge.tsx';
import { VerifiedFundsBadge } from '@/components/verified-funds-badge.tsx';
import { MemberAvatar } from './member-avatar.tsx';

/** A member in the directory: who they are, where and how they invest; the name links to the profile. */
export function MemberCard({ member }: { member: MemberCardData }) {
  const name = `${member.firstName} ${member.lastName}`;
  const ranges = buyBoxRanges(member.buyBox);
  return (
    <article className="relative flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <div className="flex items-center gap-4">
        <MemberAvatar member={member} />
        <div className="min-w-0">
          <h2 className="flex items-center gap-1.5 text-lg font-semibold text-slate-900">
            <Link
              to="/connections/$memberId"
              params={{ memberId: member.id }}
              className="truncate after:absolute after:inset-0 focus:outline-none"
            >
              {name}
            </Link>
            {member.emailVerified ? <BadgeCheck className="size-4 shrink-0 text-brand-700" aria-label="Verified email" /> : null}
          </h2>
          <p className="text-sm text-slate-600">{member.experience ? experienceLabel(member.experience) : 'Investor'}</p>
          {member.premiumSeller || member.verifiedFunds ? (
            <p className="mt-1 flex flex-wrap gap-1.5">
              {member.premiumSeller ? <PremiumBadge /> : null}
              {member.verifiedFunds ? <VerifiedFundsBadge funds={member.verifiedFunds} /> : null}
            </p>
          ) : null}
        </div>
      </div>
      {member.states.length > 0 ? (
        <p className="flex items-start gap-1.5 text-sm text-slate-700">
          <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span>{[...member.counties.map(countyLabel), ...member.states].join(', ')}</span>
        </p>
      ) : null}
      {member.strategies.length > 0 ? (
        <ul aria-label="Strategies" className="flex flex-wrap gap-1.5">
          {member.strategies.map((strategy) => (
            <li
              key={strategy}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset"
            >
              {strategyLabel(strategy)}
            </li>
          ))}
        </ul>
      ) : null}
      {member.buyBox.categories.length > 0 || ranges ? (
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-800">Buys: </span>
          {[member.buyBox.categories.map(categoryLabel).join(', '), ranges].filter(Boolean).join(' · ')}
        </p>
      ) : null}
      {member.bio ? <p className="line-clamp-3 text-sm text-slate-600">{member.bio}</p> : null}
      <p className="mt-auto text-xs text-slate-500">
        {member.activeListings === 1 ? '1 active listing' : `${member.activeListings} active listings`}
      </p>
    </article>
  );
}
