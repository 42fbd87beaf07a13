import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, BadgeCheck, CalendarDays, Check, Clock, MapPin, MessageSquare, SearchX, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { MemberProfile } from '@contracts/engagement/contracts/directory.ts';
import { countOf } from '@contracts/shared/kernel/en-us-format.ts';
import { countyLabel } from '@contracts/shared/kernel/place-names.ts';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useCurrentUser } from '@/lib/auth.ts';
import { useConnections, useMemberJvPosts, useMemberProfile } from '../api/directory.ts';
import { buyBoxRanges, categoryLabel, experienceLabel, memberSinceLabel, priceLabel, strategyLabel } from '../format.ts';
import { ConnectDialog } from './connect-dialog.tsx';
import { MemberAvatar } from './member-avatar.tsx';
import { PremiumBadge } from '@/components/premium-badge.tsx';
import { VerifiedFundsBadge } from '@/components/verified-funds-badge.tsx';
import { MessageDialog } from './message-dialog.tsx';

/**
 * `/connections/{memberId}`: a member's public profile with a few of their active listings. Visitors
 * read it; "Connect" and "Message" ask them to sign in first and come back with the dialog open
 * (`?open=connect`, `?open=message`).
 */
export function ProfilePage({ memberId, open }: { memberId: string; open: ProfileDialog | undefined }) {
  const profile = useMemberProfile(memberId);
  if (profile.isPending) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6" role="status" aria-label="Loading the profile">
        <Skeleton className="h-72 w-full rounded-2xl" />
      </div>
    );
  }
  if (profile.isError) {
    const gone = isApiError(profile.error, 404);
    return (
      <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
        <div role="status" className="flex max-w-md flex-col items-center gap-3 text-center">
          <title>{gone ? 'Profile not available | DealAcre' : 'Failed to load | DealAcre'}</title>
          <SearchX className="size-12 text-slate-400" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            {gone ? 'This profile is not public' : 'Failed to load this profile'}
          </h1>
          <Link to="/connections" className={buttonClassName('primary')}>
            Browse the directory
          </Link>
        </div>
      </div>
    );
  }
  return <Profile member={profile.data} open={open} />;
}

export type ProfileDialog = 'connect' | 'message';

function Profile({ member, open }: { member: MemberProfile; open: ProfileDialog | undefined }) {
  const name = `${member.firstName} ${member.lastName}`;
  const ranges = buyBoxRanges(member.buyBox);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{`${name}, investor | DealAcre`}</title>
      <Link to="/connections" className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Investor directory
      </Link>
      <section aria-labelledby="profile-name" className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex items-center gap-4">
            <MemberAvatar member={member} className="size-20 text-2xl" />
            <div>
              <h1 id="profile-name" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {name}
              </h1>
              <p className="mt-1 text-slate-600">{member.experience ? `${experienceLabel(member.experience)} investing` : 'Investor'}</p>
              <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                <li className="inline-flex items-center gap-1.5">
                  <CalendarDays className="size-4 text-slate-400" aria-hidden="true" />
                  Member since {memberSinceLabel(member.memberSince)}
                </li>
                {member.emailVerified ? (
                  <li className="inline-flex items-center gap-1.5 text-brand-800">
                    <BadgeCheck className="size-4" aria-hidden="true" />
                    Verified email
                  </li>
                ) : null}
                {member.premiumSeller ? (
                  <li>
                    <PremiumBadge />
                  </li>
                ) : null}
                {member.verifiedFunds ? (
                  <li>
                    <VerifiedFundsBadge funds={member.verifiedFunds} withExpiry />
                  </li>
                ) : null}
              </ul>
            </div>
          </div>
          <ProfileActions member={member} openAtStart={open} />
        </div>
        {member.bio ? <p className="mt-6 max-w-3xl leading-7 whitespace-pre-line text-slate-700">{member.bio}</p> : null}
        <dl className="mt-6 grid gap-5 border-t border-slate-100 pt-6 sm:grid-cols-3">
          <div>
            <dt className="text-sm font-medium text-slate-500">Markets</dt>
            <dd className="mt-1 flex items-start gap-1.5 text-slate-900">
              <MapPin className="mt-1 size-4 shrink-0 text-slate-400" aria-hidden="true" />
              {[...member.counties.map(countyLabel), ...member.states].join(', ') || 'Anywhere'}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-500">Strategies</dt>
            <dd className="mt-1 text-slate-900">{member.strategies.map(strategyLabel).join(', ') || 'Not said'}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-500">Buy box</dt>
            <dd className="mt-1 text-slate-900">
              {[member.buyBox.categories.map(categoryLabel).join(', '), ranges].filter(Boolean).join(' · ') || 'Not said'}
            </dd>
          </div>
        </dl>
      </section>

      <MemberJvPosts member={member} />

      <section aria-labelledby="profile-listings" className="mt-8">
        <h2 id="profile-listings" className="text-xl font-semibold text-slate-900">
          Active listings <span className="font-normal text-slate-500">({member.activeListings})</span>
        </h2>
        {member.listings.length === 0 ? (
          <p className="mt-3 text-slate-600">{member.firstName} has no active listings right now.</p>
        ) : (
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {member.listings.map((listing) => (
              <li
                key={listing.id}
                className="relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"
              >
                {listing.image ? (
                  <img src={listing.image} alt="" loading="lazy" className="aspect-[16/10] w-full object-cover" />
                ) : (
                  <div className="aspect-[16/10] bg-slate-100" />
                )}
                <div className="p-4">
                  <h3 className="font-semibold text-slate-900">
                    <Link to="/property/$id" params={{ id: listing.id }} className="after:absolute after:inset-0 focus:outline-none">
                      {listing.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-slate-600">
                    {listing.city}, {listing.state} · {countOf(listing.acres, 'acre')}
                  </p>
                  <p className="mt-2 font-semibold text-slate-900">{priceLabel(listing.price)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Connect (or where the two members stand) and Message; a visitor signs in first and comes back to the dialog. */
function ProfileActions({ member, openAtStart }: { member: MemberProfile; openAtStart: ProfileDialog | undefined }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const connections = useConnections(user?.id);
  const [open, setOpen] = useState<ProfileDialog | null>(user ? (openAtStart ?? null) : null);
  if (user?.id === member.id) {
    return (
      <Link to="/settings" hash="public-profile" className={buttonClassName('secondary')}>
        Edit my profile
      </Link>
    );
  }
  const choose = (dialog: ProfileDialog) => {
    if (!user) {
      void navigate({ to: '/login', search: { redirect: `/connections/${member.id}?open=${dialog}` } });
      return;
    }
    setOpen(dialog);
  };
  const all = connections.data ? [...connections.data.connections, ...connections.data.received, ...connections.data.sent] : [];
  const existing = all.find((connection) => connection.member.id === member.id);
  const theyAsked = existing?.requestedBy === member.id;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
      {existing?.status === 'accepted' ? (
        <p className="inline-flex h-10 items-center justify-center gap-1.5 rounded-lg bg-brand-50 px-4 text-sm font-semibold text-brand-800">
          <Check className="size-4" aria-hidden="true" />
          Connected
        </p>
      ) : existing ? (
        <Link to="/connections" search={{ view: 'mine', tab: theyAsked ? 'received' : 'sent' }} className={buttonClassName('secondary')}>
          <Clock className="size-4" aria-hidden="true" />
          {theyAsked ? 'Answer their request' : 'Request sent'}
        </Link>
      ) : (
        <Button onClick={() => choose('connect')} disabled={Boolean(user) && connections.isPending}>
          <UserPlus className="size-4" aria-hidden="true" />
          Connect
        </Button>
      )}
      <Button variant="secondary" onClick={() => choose('message')}>
        <MessageSquare className="size-4" aria-hidden="true" />
        Message
      </Button>
      {user ? (
        <>
          <ConnectDialog
            userId={user.id}
            member={member}
            open={open === 'connect'}
            onOpenChange={(next) => setOpen(next ? 'connect' : null)}
          />
          <MessageDialog member={member} open={open === 'message'} onOpenChange={(next) => setOpen(next ? 'message' : null)} />
        </>
      ) : null}
    </div>
  );
}

/** The member's open partner posts on the JV board; the board is for members, so visitors are asked to sign in. */
function MemberJvPosts({ member }: { member: MemberProfile }) {
  const { user } = useCurrentUser();
  const posts = useMemberJvPosts(member.id, Boolean(user));
  const list = posts.data?.posts ?? [];
  if (user && (posts.isPending || list.length === 0)) return null;
  return (
    <section aria-labelledby="profile-jv-posts" className="mt-8">
      <h2 id="profile-jv-posts" className="text-xl font-semibold text-slate-900">
        Joint-venture posts
      </h2>
      {!user ? (
        <p className="mt-3 text-slate-600">
          <Link to="/login" search={{ redirect: `/connections/${member.id}` }} className="font-medium text-brand-700 underline">
            Sign in
          </Link>{' '}
          to see {member.firstName}&apos;s posts on the joint-venture board.
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {list.map((post) => (
            <li key={post.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <Link to="/joint-venture" search={{ post: post.id }} className="font-semibold text-brand-800 hover:underline">
                {post.title}
              </Link>
              <p className="mt-1 text-sm text-slate-600">{[...post.counties.map(countyLabel), ...post.states].join(', ')}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
