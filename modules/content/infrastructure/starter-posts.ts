import { newId } from '../../shared/kernel/ids.ts';
import { renderMarkdown } from '../application/blog-markdown.ts';
import { BLOG_TEAM } from '../application/blog-posts.ts';
import type { BlogCategorySlug } from '../contracts/blog.ts';
import { literal } from './starter-faqs.ts';

export interface StarterPost {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date-time of its publication */
  publishedAt: string;
  categories: BlogCategorySlug[];
  tags: string[];
  markdown: string;
}

/**
 * The blog's starter articles, written for this product and the US market: practical guides, no
 * legal or tax advice. A migration puts them into every new installation once, published on fixed
 * dates; administrators maintain them from there.
 */
export const STARTER_POSTS: readonly StarterPost[] = [
  {
    slug: 'land-due-diligence-checklist',
    title: 'Land due diligence: a checklist before you buy',
    excerpt:
      'What to check before you buy vacant land: the parcel and its owner, title and liens, legal access, zoning, utilities, flood risk and the true cost of holding it.',
    publishedAt: '2026-03-10T14:00:00Z',
    categories: ['land-investing'],
    tags: ['due-diligence', 'title', 'access', 'zoning', 'utilities'],
    markdown: `Vacant land looks simple: no roof, no tenants, no plumbing. That simplicity is exactly why buyers skip steps they would never skip on a house, and why cheap land so often turns out to be expensive. This checklist is the order we suggest working through a parcel before you sign, or at least before your inspection period ends.

## 1. Confirm what you are actually buying

Start with the legal description, not the listing photos. Pull the parcel number (APN) from the listing and look it up on the county assessor's site and GIS map.

- Does the acreage on the assessor's record match the listing?
- Do the parcel lines on the GIS map match what the seller showed you?
- Is it one parcel or several? Several parcels can mean several tax bills, and sometimes several zoning answers.
- Who is the owner of record, and is that the person you are talking to?

If the seller is a wholesaler assigning a contract, ask to see the underlying purchase agreement so you know who owns the land and when that contract expires.

## 2. Title and liens

Order a preliminary title report or title commitment from a title company early. You are looking for:

- Unpaid property taxes, which in some states can lead to a tax sale even after you buy
- Mortgages, judgments or mechanic's liens that must be paid off at closing
- Easements that cross the land (utility lines, pipelines, neighbors' driveways)
- Deed restrictions or covenants that limit what you can build or how many homes you can put up

Title insurance on a $15,000 lot can feel like overkill. It usually is not. A single unreleased lien can cost more than the premium.

## 3. Legal and physical access

A parcel with no legal access can be close to unsellable. "There is a dirt road" is not the same as a recorded right to use it.

- Does the parcel front a public, county-maintained road?
- If not, is there a recorded easement across the neighbors' land? Ask the title company to insure it.
- Can a normal car reach it year-round, or only a truck in dry months?

Our guide to [evaluating a rural lot](/blog/evaluating-a-rural-lot-access-utilities-zoning) goes deeper on access, utilities and zoning.

## 4. Zoning and what you can build

Call the county or city planning department with the parcel number. Ask what the zoning allows, the minimum lot size for a dwelling, setbacks, and whether mobile homes, RVs or tiny homes are permitted. Write down the name of the person you spoke with and the date. If your plan depends on a rezoning or a variance, treat that as a risk you are pricing in, not a formality.

## 5. Utilities, water and septic

| Question | Where to ask |
|---|---|
| Is there power at the road, and how far to the nearest pole? | The electric cooperative or utility |
| Is there a public water line, or will you need a well? | Water district, state well records |
| Can the soil support a septic system? | County health department (perc test) |
| Is there internet or cell coverage? | Carrier maps, neighbors |

Running power a quarter mile can cost more than the land. Get a written estimate before you count on it.

## 6. Flood, environment and terrain

Check the FEMA flood map for the parcel. Look at the topography: a steep lot may need expensive grading, and a low one may hold water every spring. Walk the land if you can, or hire a local to film it. Look for dumping, old tanks or anything that suggests contamination. For larger or formerly commercial tracts, a Phase I environmental report is worth considering.

## 7. Taxes, dues and the true cost of holding

Ask for the last tax bill and check whether the parcel has an agricultural or other exemption that would end when it changes hands. Find out whether there is an HOA or road maintenance agreement and what it costs each year. Add these to your numbers: the deal calculator's land analysis shows the price per acre and, for owner-financed deals, the full cost of the note over its term.

## 8. Put it in writing

Before closing, collect everything in one folder: the title commitment, the zoning notes, utility estimates, the survey if there is one, and photos. If you plan to resell, that folder is also your best marketing: buyers pay more for land whose questions are already answered.

This checklist is general information, not legal advice. For anything unusual in the title or the contract, have a real estate attorney in the parcel's state review it before you close.
`,
  },
  {
    slug: 'wholesaling-assignment-contracts',
    title: 'Wholesaling and assignment contracts, explained',
    excerpt:
      'How a wholesale deal works from contract to closing: the purchase and assignment agreements, assignment versus double close, the maximum allowable offer, and dealing honestly with sellers.',
    publishedAt: '2026-04-07T14:00:00Z',
    categories: ['wholesaling'],
    tags: ['assignment', 'contracts', 'wholesale-margin', 'arv'],
    markdown: `Wholesaling is the business of finding a property under market value, putting it under contract, and selling your position in that contract to another investor for a fee. Done honestly, it is useful work: the seller gets a quick, certain sale, the end buyer gets a deal they did not have to find, and you are paid for finding it. Done carelessly, it leaves sellers with broken promises and wholesalers with legal trouble. Here is how the mechanics work.

## The two contracts in a wholesale deal

A typical assignment involves two agreements:

1. **The purchase agreement** between you (the buyer) and the property owner, at the price you negotiated.
2. **The assignment agreement** between you and your end buyer, which transfers your rights under the purchase agreement to them for an assignment fee.

At closing, the end buyer pays the seller the contract price plus your assignment fee, and the title company pays you the fee. You never take title.

For the assignment to work, the purchase agreement must allow it. Many investors write "and/or assigns" after their name as the buyer, and include a clause that the contract may be assigned without the seller's consent. Be upfront with the seller that you may assign the contract or bring in a partner. Sellers who learn it at the closing table feel misled, and in some states they are right.

## Assignment or double close?

| | Assignment | Double close |
|---|---|---|
| Who takes title | End buyer only | You, then the end buyer, the same day |
| Closing costs | One set | Two sets |
| Is your fee visible? | Yes, on the settlement statement | No, it is your resale margin |
| Funding needed | Earnest money only | Transactional funding for your purchase |

Assignments are cheaper and simpler. A double close costs more but keeps your margin private, which matters when the fee is large relative to the price. The deal calculator's wholesale analysis shows both: your assignment fee and what a double close would net after both closings' costs.

## Pricing the deal: the maximum allowable offer

End buyers, usually flippers and landlords, work backwards from the after-repair value (ARV). A common rule is that a flipper will pay about 70% of ARV minus repairs. Your maximum allowable offer to the seller is that number minus your fee:

- ARV: $200,000
- Repairs: $35,000
- 70% of ARV minus repairs: $140,000 - $35,000 = $105,000 (the most a flipper pays)
- Your fee: $10,000
- Maximum allowable offer to the seller: $95,000

If you contract at $95,000 and assign at $105,000, the end buyer still has room for profit. If you contract at $110,000 and hope to find someone who will pay $120,000, you are gambling with the seller's time. The calculator flags whether your contract price is at or under the maximum offer and how much room the end buyer has under the rule.

## Earnest money, inspection periods and honest exits

Put down earnest money you can afford to lose, and make sure your contract's inspection or due diligence period gives you enough time to market the deal. If you cannot find a buyer, tell the seller early and cancel within the period you agreed to. Tying up a motivated seller's house for sixty days and then walking away on the last day is how wholesalers earn their reputation.

## Marketing the contract

Once the property is under contract:

- List it on DealAcre with honest numbers, photos and the access details buyers will ask about.
- Share the ARV comps and your repair estimate; serious buyers check both.
- Set a showing window rather than handing out lockbox codes.
- Collect proof of funds before you accept an end buyer.

Buyers who save searches on DealAcre get alerts when a listing matches, so a well-described listing in the right category reaches them quickly.

## Know your state's rules

Several states now regulate wholesaling: some require a real estate license to market a property you do not own, others require specific disclosures in the contract or limit how many deals an unlicensed person can do. Rules change often. Before your first deal in a new state, spend an hour with a local real estate attorney; it is cheaper than unwinding a closing.

This article is general information, not legal advice.
`,
  },
  {
    slug: 'jv-deal-structures-and-profit-splits',
    title: 'Joint venture deal structures and profit splits',
    excerpt:
      'Money partner and operator, preferred returns, loans instead of equity: common ways to structure a real estate joint venture, a worked example, and the questions your agreement must answer.',
    publishedAt: '2026-05-05T14:00:00Z',
    categories: ['joint-ventures', 'deal-analysis'],
    tags: ['jv', 'profit-split', 'partnerships', 'flips'],
    markdown: `A joint venture (JV) is two or more people doing one deal together, each bringing something the other lacks. On DealAcre, listings with the JV badge are deals whose sellers are open to partnering, and the JV board is where members post what they bring and what they need. The hard part is rarely finding a partner. It is agreeing, in writing and before any money moves, on who does what and who gets what.

## What partners usually bring

Most JVs combine some of these:

- **The deal**: a property under contract at a good price, often found by a wholesaler or a local investor.
- **The money**: cash for the purchase, the rehab, or both, or the credit to borrow it.
- **The work**: managing contractors, handling the permits, running the rental.
- **The knowledge**: local market experience, construction skill, or a buyers list to sell to.

Each of these has value, and the split should reflect how much each partner contributes and how much risk each carries.

## Common structures

**Money partner and operator, 50/50.** The classic flip JV: one partner funds everything, the other finds the deal and manages the rehab. After the sale, the money partner gets their capital back first, then profit is split evenly. Simple and common, but it only feels fair when the operator's work is substantial.

**Preferred return, then a split.** The money partner earns a fixed return on capital first, for example 8% a year, before any profit is split. This protects the investor in slow or thin deals and rewards the operator only when the deal does well.

**Interest-only loan instead of equity.** The money partner lends at a fixed rate secured by the property and takes no share of profit. Cleaner for the investor, but the operator keeps all the upside and all the risk.

**Wholesaler and flipper.** A wholesaler with a contract they cannot close partners with a flipper who can, taking a share of the flip profit instead of a smaller assignment fee.

## An example with numbers

| Item | Amount |
|---|---|
| Purchase and closing | $120,000 |
| Rehab | $40,000 |
| Holding costs (six months) | $8,000 |
| Selling costs, paid from the sale | $14,000 |
| Sale price | $225,000 |
| Net profit | $43,000 |

The money partner funds $168,000. With a 50/50 split after capital is returned, they get back their $168,000 plus $21,500, and the operator receives $21,500. With an 8% annual preferred return on the six-month project, the money partner first receives $6,720, and the remaining $36,280 is split evenly: $18,140 each. Run the flip in the deal calculator first, so the whole conversation starts from the same net profit figure instead of two optimistic guesses.

## Questions your agreement must answer

Write these down before you close on the property:

1. Who holds title, and in whose name is the loan?
2. How much capital does each partner put in, and when?
3. Who approves spending over a set amount, such as $2,500?
4. What happens if the rehab runs over budget: who covers it, and does that change the split?
5. When must the property be listed, and who decides to accept an offer?
6. How are losses shared if the deal loses money?
7. How does a partner exit, and what happens if one of them dies or becomes unable to work?

Many partners form an LLC for the deal with an operating agreement that answers these questions. Others use a JV agreement between individuals. Either way, have an attorney draft or review it; a template downloaded the night before closing tends to be silent on exactly the question you end up arguing about.

## Vetting a partner

> Check the deal, then check the partner, then check the deal again.

Ask for references from past partners, look at completed projects, and verify proof of funds directly with the bank or lender. Start with one deal, not a portfolio. Keep communication in writing; DealAcre's messages keep each conversation with a seller in one thread you can come back to.

## When to walk away

If a partner resists putting terms in writing, pressures you to send money before the agreement is signed, or cannot explain their numbers, walk away. There will be other deals on the JV board next week.

This article is general information, not legal, tax or securities advice. Some arrangements where one partner is purely passive may be treated as securities offerings; ask an attorney before you raise money from people who will not take part in the work.
`,
  },
  {
    slug: 'brrrr-method-step-by-step',
    title: 'The BRRRR method, step by step',
    excerpt:
      'Buy, rehab, rent, refinance, repeat: what to check at each step, a worked example of the refinance, and the ways a BRRRR deal goes wrong.',
    publishedAt: '2026-06-02T14:00:00Z',
    categories: ['rentals', 'financing'],
    tags: ['brrrr', 'refinance', 'rental-cash-flow', 'arv'],
    markdown: `BRRRR stands for **Buy, Rehab, Rent, Refinance, Repeat**. The idea is to buy a property that needs work, add value with a rehab, rent it out, then refinance at the new, higher value to pull most of your cash back out, and use that cash for the next property. When it works, you end up owning a rental with little of your own money left in it. When it does not, you end up with a rental that has more of your money in it than you planned. The difference is in the numbers you check at each step.

## Step 1: Buy below value

BRRRR depends on the gap between what you pay plus what you spend, and what the property is worth afterwards (the after-repair value, or ARV). Look for properties that are dated, distressed or owned by motivated sellers. Many investors aim for an all-in cost (price, closing costs, rehab and holding) of no more than 75% of the ARV, because that is a common loan-to-value for a cash-out refinance.

Purchase financing is usually short-term: cash, a hard money loan, or a private lender. Expect points and interest-only payments during the rehab.

## Step 2: Rehab for renters and appraisers

Renovate to the standard of the neighborhood's rentals, not to your own taste. Durable floors, updated kitchens and baths, and fixing anything an appraiser or inspector will flag give the best return. Keep receipts and before-and-after photos: the appraiser and the lender will ask.

Watch the calendar. Every month of rehab adds holding costs and interest.

## Step 3: Rent it

Place a tenant at market rent before you refinance. Many lenders want a signed lease, and the rent supports the appraisal and the loan's debt service coverage. Screen tenants carefully; a bad tenant in month one undoes a great rehab.

## Step 4: Refinance

Most lenders have a seasoning period, often six to twelve months of ownership, before they will lend on the new appraised value rather than the purchase price. Ask about it before you buy. The new loan is typically a 30-year mortgage at 70% to 75% of the appraised value. It pays off the purchase loan, and anything left over is cash back to you.

Here is a simple example:

| | Amount |
|---|---|
| Purchase price | $100,000 |
| Closing costs, points, holding | $9,000 |
| Rehab | $35,000 |
| Total cash in (with a purchase loan of $80,000) | $64,000 |
| ARV | $180,000 |
| New loan at 75% | $135,000 |
| Cash out after paying off $80,000 and refinance costs of $3,000 | $52,000 |
| Cash left in the deal | $12,000 |

With $12,000 left in, a rental that clears $200 a month after the new mortgage returns 20% a year on that remaining cash.

## Step 5: Repeat, carefully

The cash out funds the next deal. Before you repeat, check that the rental actually performs: rent collected, expenses as expected, reserves funded. Scaling a strategy that has not been tested on one property multiplies the mistakes as well as the wins.

## Running the numbers in the calculator

The deal calculator's BRRRR analysis walks through every step:

- **Total cash invested** before the refinance: down payment, closing costs, points, rehab and holding.
- **Cash out** at the refinance, and the **cash left in the deal** afterwards.
- **Capital recovered**, the share of your cash the refinance gives back.
- The **rental cash flow, cap rate and DSCR** with the new loan.
- **Cash-on-cash return** on the cash still in the deal.

Try a pessimistic version too: a lower ARV, one more month of rehab, a higher interest rate. If the deal still works, it is a good deal. If it only works on the best case, it is a bet.

## Where BRRRR goes wrong

- The appraisal comes in low and the refinance returns less cash than planned.
- Rates rise between purchase and refinance, cutting both cash out and cash flow.
- The rehab runs over budget or over schedule.
- Rent is lower than the estimate, so the loan's debt service coverage fails.

None of these is rare. Build a margin for each, and keep enough reserves to hold the property as an ordinary rental if the refinance has to wait.
`,
  },
  {
    slug: 'owner-financing-land',
    title: 'Owner financing land: how seller-financed deals work',
    excerpt:
      'How owner-financed land sales work for buyers and sellers: the note and its security, a worked example, balloon payments, the risks on each side and the rules that apply.',
    publishedAt: '2026-07-14T14:00:00Z',
    categories: ['financing', 'land-investing'],
    tags: ['owner-financing', 'notes', 'balloon', 'land'],
    markdown: `Owner financing, also called seller financing, means the seller acts as the bank. Instead of the buyer bringing a mortgage from a lender, the buyer pays a down payment and then makes monthly payments to the seller on a promissory note. It is especially common with land, because banks are reluctant to lend on vacant lots, and many land buyers would rather make a payment than save up the full price.

## How a typical owner-financed land sale works

1. Buyer and seller agree on a price, down payment, interest rate, term and monthly payment.
2. At closing, the buyer pays the down payment and signs a promissory note for the balance.
3. The note is secured by the land, usually with a deed of trust or mortgage recorded in the county.
4. The buyer makes monthly payments, often through a loan servicing company that keeps the records.
5. When the note is paid off, the seller releases the lien.

Some sellers use a contract for deed (also called a land contract) instead, keeping title until the last payment. These are simpler to set up but give buyers fewer protections, and several states regulate them closely.

## An example

| Term | Value |
|---|---|
| Price | $24,000 for 10 acres ($2,400 an acre) |
| Down payment | $2,400 (10%) |
| Note amount | $21,600 |
| Interest rate | 9.9% |
| Term | 7 years (84 payments) |
| Monthly payment | About $357 |

Over seven years the buyer pays about $30,000 on the note, so the land costs about $32,400 in all. The seller receives a higher price than a cash buyer would pay, plus interest, spread over time. The deal calculator's land analysis works out the monthly payment, the total interest and the total cost for any price, down payment, rate and term, and shows the note year by year.

## Balloon payments

A balloon note amortizes like a long loan but comes due early. With the example above amortized over 7 years but due after 3, the buyer makes 36 monthly payments and then owes the remaining balance, about $14,100, in one lump sum. Balloons lower the seller's risk of a long note, but a buyer who cannot refinance or pay when it falls due can lose the land. If you offer or accept a balloon, make sure the buyer has a realistic plan to pay it. The calculator shows the balloon amount due with the last payment.

## Why sellers offer it

- **A larger pool of buyers**: many land buyers cannot get a bank loan.
- **A higher price**: buyers pay for the convenience of terms.
- **Income**: the interest on the note is a steady monthly return.
- **Possible tax advantages**: spreading a gain over several years through an installment sale may reduce taxes for some sellers; ask a tax professional.

## The risks, and how to manage them

For sellers:

- **Default**: the buyer stops paying. Screen buyers, ask for a meaningful down payment, and understand your state's foreclosure or forfeiture process before you need it.
- **Property taxes**: if the buyer does not pay them, a tax lien can put your security at risk. Some sellers collect taxes monthly with the payment.
- **Record keeping**: a loan servicing company keeps payment histories, sends year-end statements and handles late notices for a modest monthly fee.

For buyers:

- Get a title search and title insurance as you would in a cash purchase.
- Make sure the note and the security instrument are recorded.
- Confirm there is no existing mortgage on the land, or that it will be paid off, so a seller's default cannot cost you the property.
- Read the late fee, default and prepayment terms.

## Rules that apply

Federal rules on seller financing, including the Dodd-Frank Act's provisions on loan originators and ability to repay, mostly concern residential property and dwellings, but they can apply to land sold to people who plan to build a home. Some states add their own requirements, especially for contracts for deed. Rules and exemptions depend on how many owner-financed sales you make each year and what is on the land.

This is general information, not legal or tax advice. Have a real estate attorney in the property's state prepare the note and the security documents.

## Listing owner-financed land on DealAcre

In your listing, state the cash price and the terms: down payment, rate, term and monthly payment. Buyers filter by price and acreage and compare price per acre, so clear numbers bring serious inquiries rather than questions. Many buyers will run your terms in the calculator before they message you.
`,
  },
  {
    slug: 'reading-the-deal-calculator',
    title: "Reading the deal calculator's numbers",
    excerpt:
      'What rental cash flow, cap rate, cash-on-cash return, DSCR, flip profit, wholesale margin and the BRRRR refinance mean in the deal calculator, how each is calculated, and what they cannot tell you.',
    publishedAt: '2026-08-11T14:00:00Z',
    categories: ['deal-analysis', 'rentals'],
    tags: ['cap-rate', 'cash-on-cash', 'rental-cash-flow', 'flips', 'wholesale-margin', 'brrrr'],
    markdown: `The deal calculator turns a listing into numbers: open it from any property with Analyze this deal, or open the [deal calculator](/calculator) and enter your own figures. It analyzes five strategies (rental, flip, wholesale, BRRRR and land) and puts a short explanation beside every figure. This guide explains what the main numbers mean, how they are calculated, and what they do not tell you.

## Rental: cash flow

**Net operating income (NOI)** is a year of rent actually collected (after vacancy) minus operating expenses: taxes, insurance, HOA dues, owner-paid utilities, maintenance and capital expenditure reserves, and property management. Loan payments are not operating expenses.

**Cash flow** is NOI minus a year of loan payments (the debt service). Monthly cash flow is that divided by twelve. It is the money left after every expense and every mortgage payment, before income taxes.

A positive cash flow on realistic numbers matters more than any ratio. If it is only positive with zero vacancy and no repairs, it is not positive.

## Cap rate

**Cap rate = NOI / purchase price.** It is the return the property would earn if you bought it for cash, and it lets you compare properties regardless of how they are financed. The calculator also shows the cap rate on the all-in cost (price plus closing costs and up-front repairs), which is more honest for properties that need work.

Higher is not automatically better: a high cap rate often comes with a weaker neighborhood, older buildings or more vacancy.

## Cash-on-cash return

**Cash-on-cash = annual cash flow / total cash invested.** Total cash invested is the down payment, closing costs, points and up-front repairs. This is the return on the money you actually put in, and it is where financing shows up: the same property can have a 6% cap rate and a 10% or a 2% cash-on-cash return depending on the loan.

## Debt service coverage (DSCR)

**DSCR = NOI / annual debt service.** Lenders on rental loans usually want at least 1.2 to 1.25. Below 1.0, the rent does not cover the mortgage.

## Rules of thumb

The calculator also checks two quick screens:

- **The 1% rule**: monthly rent of at least 1% of the price (and of price plus repairs).
- **The 50% rule**: operating expenses and vacancy usually take about half of gross rent.

They are screens for deciding what deserves a closer look, not verdicts.

## Flip: profit and return

**Net profit = sale price (ARV) - total project cost**, where total cost adds the purchase and closing costs, repairs, loan points, holding costs (including loan interest) and selling costs. The calculator shows the **return on cash invested**, the same return annualized over the holding months, the **profit margin** on the ARV, and the **break-even sale price**.

It also shows the **maximum offer under the 70% rule**: ARV times 70% minus repairs. The percentage is yours to change.

## Wholesale: the margin

For a wholesale deal, the key numbers are:

| Figure | How it is calculated |
|---|---|
| End buyer's maximum price | ARV x maximum-offer % - repairs |
| Maximum allowable offer (MAO) | End buyer's maximum - your assignment fee |
| Assignment fee | Price to the end buyer - your contract price |
| Double close net | Resale price - purchase price - both closings' costs |

If your contract price is above the MAO, either your fee or the end buyer's profit has to shrink.

## BRRRR: the refinance

The BRRRR analysis adds the refinance to the rental figures:

- **Cash out**: the new loan (ARV x refinance loan-to-value) minus the payoff of the purchase loan and the refinance costs.
- **Cash left in the deal**: everything you put in minus the cash out. Zero or less means you got all of it back.
- **Capital recovered**: cash out as a share of the cash you put in.
- **Cash-on-cash** on the cash left in, with the new mortgage's payment.

When cash left in is close to zero, cash-on-cash can look enormous. Look at the monthly cash flow in dollars too.

## Land: the note

For owner-financed land, the calculator shows the **price per acre**, the **monthly payment**, any **balloon** due, the **total interest** and the **total cost** of the land over the note, with a year-by-year schedule.

## What the numbers cannot tell you

Every figure is only as good as its inputs. The ARV comes from comparable sales you chose; the repairs from an estimate; the rent from what you think the market pays. Change the inputs that worry you and see what happens. Then save the analysis to your account so you can compare it with the next deal, or print it as a PDF for a partner or lender.
`,
  },
  {
    slug: 'finding-motivated-sellers',
    title: 'Finding motivated sellers',
    excerpt:
      'Where motivated sellers come from, how to reach them within the rules, what to ask in the first conversation, and how to tell which lead sources are worth the money.',
    publishedAt: '2026-09-15T14:00:00Z',
    categories: ['wholesaling', 'land-investing'],
    tags: ['motivated-sellers', 'marketing', 'seller-leads', 'wholesale-margin'],
    markdown: `Every good deal starts with a seller who needs something more than top dollar: speed, certainty, or relief from a problem. Those are motivated sellers, and finding them consistently is most of the work in wholesaling and much of the work in flipping and land investing. Here is where they come from and how to reach them without burning money or goodwill.

## What motivation looks like

Motivation usually comes from a life event or a property problem, not from the property being cheap:

- **Inherited property** the heirs do not want to manage or cannot agree on
- **Tired landlords** with difficult tenants or deferred maintenance
- **Relocation**, divorce or a change in health
- **Tax delinquency** or code violations piling up
- **Vacant houses** and land owned by people who live in another state
- **Properties that need too much work** for a conventional buyer's loan

A seller in one of these situations may accept a lower price in exchange for a fast, as-is, all-cash closing. Your job is to solve their problem fairly, not to take advantage of it.

## Where to find them

**Public records.** Counties publish tax-delinquent lists, probate filings, code violation records and pre-foreclosure notices. Many investors buy these lists from data providers already cleaned up, but the source is public.

**Absentee owners.** Land is often owned by people far away who pay taxes on a parcel they have not seen in years. The assessor's records show the owner's mailing address; when it is in another state, that owner may welcome an offer.

**Driving for dollars.** Overgrown yards, boarded windows and piled-up mail point to vacant houses. Note the address, look up the owner, and reach out.

**Direct mail.** A simple, honest letter or postcard still works, particularly with older owners. Expect response rates around 1%, and plan to mail the same list several times.

**Inbound leads.** Sellers who ask for a cash offer are already motivated. On DealAcre, homeowners can request a cash offer from the homepage, and sellers on a paid plan can choose the states and counties they buy in, then take the leads from those markets on their dashboard.

**Referrals.** Agents with listings that will not qualify for financing, probate attorneys, property managers and contractors all meet motivated sellers before anyone else does.

## Reaching out without causing harm

Federal and state rules govern how you may contact people:

- Calls and texts to numbers on the National Do Not Call Registry, and automated calls or texts without consent, can bring large fines under the TCPA.
- Some states limit contact with owners in foreclosure or require specific disclosures.
- Be truthful in every message: say who you are and that you are an investor.

When in doubt, use mail and let sellers call you.

## The first conversation

Listen more than you talk. Useful questions:

1. What is going on with the property?
2. What would you like to happen, and by when?
3. Have you had any offers or tried to sell it before?
4. What condition is it in? Anything that needs repair?
5. If we agreed on a price today, how soon would you want to close?

Take notes, and then run the numbers before you make an offer. The deal calculator's wholesale and flip analyses give you a maximum offer from the ARV and the repairs; do not offer more than the numbers support just because the seller is pleasant.

## Follow up, then follow up again

Most deals close after several contacts, not the first. A seller who says no today may call back when the tenant leaves or the tax bill arrives. Keep a simple pipeline: every lead, its status and the date of your next follow-up. A spreadsheet works at first; what matters is that no lead is forgotten.

## Track what each channel costs

| Channel | What to track |
|---|---|
| Direct mail | Cost per piece, responses, deals |
| Driving for dollars | Hours, properties found, deals |
| Inbound leads | Leads taken, contact rate, deals |
| Referrals | Who referred, deals, fees paid |

After a few months, divide what you spent on each channel by the deals it produced. Put more into the channels that work and drop the ones that do not.
`,
  },
  {
    slug: 'evaluating-a-rural-lot-access-utilities-zoning',
    title: 'Evaluating a rural lot: access, utilities and zoning',
    excerpt:
      'The three questions that decide most rural land deals: can you reach the lot legally and physically, what will power, water and septic cost, and what does zoning let you build.',
    publishedAt: '2026-10-20T14:00:00Z',
    categories: ['land-investing'],
    tags: ['access', 'utilities', 'zoning', 'due-diligence'],
    markdown: `Rural lots are where land investing gets both its best margins and its worst surprises. A five-acre parcel at a fraction of suburban prices can make a great homesite, a weekend retreat or a profitable resale, if you can reach it, power it and build on it. This guide walks through the three questions that decide most rural deals: access, utilities and zoning.

## Access: can you get there, legally and physically?

**Legal access** means a recorded right to reach the parcel. Look for:

- Frontage on a public road maintained by the county or state
- A recorded easement across neighboring land, described in the deed or title commitment
- A private road with a recorded road maintenance agreement

**Physical access** means a vehicle can actually reach the land. A recorded easement over a washed-out track through a creek is legal access but not practical access.

Landlocked parcels, those with neither, are sometimes sold cheaply for a reason. Some states let owners petition for an easement by necessity, but that can take time and lawyers. Unless you are buying to sell to an adjoining owner, treat a landlocked parcel as a problem, not a bargain.

Ask the title company whether it will insure access. If it will not, find out why.

## Utilities: what will it cost to live there?

### Power

Find the electric utility or cooperative for the area and call with the parcel's location. Ask how far the nearest line is and what a new service would cost. Long runs can cost tens of thousands of dollars; solar with batteries is a real alternative for cabins and off-grid buyers, but price it honestly.

### Water

If there is no public water line, you will need a well. State well records and neighbors can tell you typical depths and water quality. In dry regions, check whether water rights come with the land and whether new wells are restricted. Hauling water or collecting rainwater is legal in some places and limited in others.

### Septic

Without a sewer line, a dwelling needs a septic system, and that needs soil that drains. A percolation (perc) test by the county or a licensed tester tells you whether a standard system will work or whether an engineered one, often far more expensive, is needed. For resale, a passed perc test adds real value.

### Internet and phone

More buyers work from home. Check carrier coverage maps, ask neighbors, and look at satellite and fixed wireless options.

## Zoning and land use

Call the county planning or zoning office with the parcel number and ask:

1. What is the zoning, and what uses does it allow?
2. Can I build a single-family home? Is there a minimum size?
3. Are manufactured homes, tiny homes or RVs allowed, and for how long?
4. What are the setbacks from property lines and roads?
5. Can the parcel be split, and what is the minimum lot size?
6. Are there restrictions from a floodplain, wetlands or a conservation program?

Also read any deed restrictions or subdivision covenants. They can be stricter than zoning: a county may allow RVs while the subdivision's covenants forbid them.

## A quick scoring sheet

| Factor | Good sign | Warning sign |
|---|---|---|
| Access | County road frontage | No recorded easement |
| Power | Line at the road | Nearest pole a mile away |
| Water | Public water or shallow wells nearby | Deep wells, restricted rights |
| Septic | Passed perc test | Rock, clay or high water table |
| Zoning | Residential or agricultural use allowed | Use needs a variance |
| Terrain | Gentle slope, outside flood zone | Steep, floods seasonally |

A parcel with two or more warning signs needs a lower price, a specific buyer in mind, or a pass.

## Put the answers in your listing

When you resell, answer these questions in the description: road access, distance to power, water and septic status, zoning and allowed uses. Buyers searching DealAcre for land compare dozens of parcels by price per acre; the listing that answers their questions first is the one they message. If you offer owner financing, include the terms so they can run them in the deal calculator.

For everything else to check before you buy, see our [land due diligence checklist](/blog/land-due-diligence-checklist).
`,
  },
];

const textArray = (values: readonly string[]) =>
  values.length === 0 ? `'{}'::text[]` : `array[${values.map(literal).join(', ')}]::text[]`;

/** The statements inserting the starter posts (rendered as the server renders any post; no images, so no storage is needed). */
export function starterPostsSql(): string[] {
  return STARTER_POSTS.map((post) => {
    const { html, readingMinutes } = renderMarkdown(post.markdown, { storagePrefix: '/uploads/' });
    const at = literal(post.publishedAt);
    return `insert into content.blog_posts (id, slug, title, excerpt, markdown, html, reading_minutes, cover_image_url, author_id, author_name,
        categories, tags, status, publish_at, first_published_at, created_at, updated_at)
      values ('${newId(Date.parse(post.publishedAt))}', ${literal(post.slug)}, ${literal(post.title)}, ${literal(post.excerpt)}, ${literal(post.markdown)},
        ${literal(html)}, ${readingMinutes}, null, null, ${literal(BLOG_TEAM)}, ${textArray(post.categories)}, ${textArray(post.tags)},
        'published', ${at}, ${at}, ${at}, ${at})
      on conflict (slug) do nothing`;
  });
}
