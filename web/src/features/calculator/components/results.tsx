import { useMemo, type ReactNode } from 'react';
import {
  amortizationSchedule,
  EXPENSE_HELP,
  FIFTY_PERCENT_RULE_HELP,
  landNoteSchedule,
  ONE_PERCENT_RULE_HELP,
  OUTPUT_HELP,
  purchaseLoan,
  refinanceLoan,
  type BrrrrAnalysis,
  type BrrrrInput,
  type FlipAnalysis,
  type FlipInput,
  type LandAnalysis,
  type LandInput,
  type OperatingStatement,
  type RentalAnalysis,
  type RentalInput,
  type WholesaleAnalysis,
  type WholesaleInput,
} from '@contracts/listings/contracts/deal-math/index.ts';
import type { AnalyzedInputs } from '@contracts/listings/contracts/saved-analyses.ts';
import { formatCount, formatMoney, formatPercent, formatRatio } from '../format.ts';
import { CashFlowChart, EquityChart, FlipCostChart } from './charts.tsx';
import { Kpi, KpiGrid, OutputList, OutputRow, ResultSection, RuleBadge, toneOf } from './outputs.tsx';
import { AmortizationTable, ProjectionTable } from './tables.tsx';

const money = (value: number | null) => formatMoney(value);
const cents = (value: number | null) => formatMoney(value, { cents: true });

/** A figure with its yes/no check beside it. */
function Checked({ children, ...badge }: { children: ReactNode; passes: boolean; yes?: string; no?: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      {children}
      <RuleBadge {...badge} />
    </span>
  );
}

/** Rent, vacancy, each operating expense and NOI for a year (rental, and BRRRR after the refinance). */
function OperatingSection({
  result,
  title,
  help,
}: {
  result: OperatingStatement;
  title: string;
  help: Record<keyof OperatingStatement, string>;
}) {
  const { expenses } = result;
  const rows: Array<[keyof typeof expenses, string]> = [
    ['taxes', 'Property taxes'],
    ['insurance', 'Insurance'],
    ['hoa', 'HOA dues'],
    ['utilities', 'Utilities'],
    ['other', 'Other expenses'],
    ['maintenance', 'Maintenance'],
    ['capex', 'Capital expenditures'],
    ['management', 'Property management'],
  ];
  return (
    <ResultSection title={title}>
      <OutputList>
        <OutputRow label="Gross scheduled income" help={help.grossScheduledIncome} value={money(result.grossScheduledIncome)} />
        <OutputRow label="Vacancy loss" help={help.vacancyLoss} value={money(-result.vacancyLoss)} nested />
        <OutputRow label="Effective gross income" help={help.effectiveGrossIncome} value={money(result.effectiveGrossIncome)} strong />
        {rows
          .filter(([key]) => expenses[key] !== 0 || key === 'taxes' || key === 'insurance')
          .map(([key, label]) => (
            <OutputRow key={key} label={label} help={EXPENSE_HELP[key]} value={money(-expenses[key])} nested />
          ))}
        <OutputRow label="Operating expenses" help={help.operatingExpenses} value={money(result.operatingExpenses)} strong />
        <OutputRow
          label="Net operating income (NOI)"
          help={help.netOperatingIncome}
          value={money(result.netOperatingIncome)}
          strong
          tone={toneOf(result.netOperatingIncome)}
        />
      </OutputList>
    </ResultSection>
  );
}

function HoldCharts({ projection }: { projection: RentalAnalysis['projection'] }) {
  return (
    <ResultSection title="Over the years">
      <div className="grid gap-6 xl:grid-cols-2 print:grid-cols-2">
        <CashFlowChart rows={projection} />
        <EquityChart rows={projection} />
      </div>
    </ResultSection>
  );
}

function RentalResults({ input, result }: { input: RentalInput; result: RentalAnalysis }) {
  const help = OUTPUT_HELP.rental;
  const monthly = useMemo(() => amortizationSchedule(purchaseLoan(input)), [input]);
  return (
    <div className="space-y-4 print:space-y-3">
      <KpiGrid>
        <Kpi
          label="Monthly cash flow"
          help={help.monthlyCashFlow}
          value={cents(result.monthlyCashFlow)}
          tone={toneOf(result.monthlyCashFlow)}
          detail={`${money(result.annualCashFlow)} a year`}
        />
        <Kpi
          label="Cash-on-cash return"
          help={help.cashOnCashPercent}
          value={formatPercent(result.cashOnCashPercent)}
          tone={toneOf(result.cashOnCashPercent)}
          detail={`on ${money(result.totalCashInvested)} invested`}
        />
        <Kpi
          label="Cap rate"
          help={help.capRatePercent}
          value={formatPercent(result.capRatePercent)}
          detail={`${formatPercent(result.allInCapRatePercent)} on all-in cost`}
        />
        <Kpi
          label="DSCR"
          help={help.dscr}
          value={formatRatio(result.dscr)}
          detail={result.dscr === null ? 'no loan' : result.dscr >= 1.2 ? 'lenders’ usual 1.2+ met' : 'below lenders’ usual 1.2'}
        />
      </KpiGrid>

      <div className="grid gap-4 xl:grid-cols-2 print:grid-cols-2 print:gap-4">
        <OperatingSection result={result} title="Income and expenses (year 1)" help={help} />
        <ResultSection title="Financing and returns">
          <OutputList>
            <OutputRow label="Loan amount" help={help.loanAmount} value={money(result.loanAmount)} />
            <OutputRow label="Down payment" help={help.downPayment} value={money(result.downPayment)} />
            {result.pointsCost > 0 ? <OutputRow label="Points" help={help.pointsCost} value={money(result.pointsCost)} /> : null}
            <OutputRow label="Total cash invested" help={help.totalCashInvested} value={money(result.totalCashInvested)} strong />
            <OutputRow label="All-in cost" help={help.allInCost} value={money(result.allInCost)} />
            <OutputRow label="Monthly payment (P&I)" help={help.monthlyDebtService} value={cents(result.monthlyDebtService)} />
            <OutputRow label="Annual debt service" help={help.annualDebtService} value={money(result.annualDebtService)} />
            <OutputRow
              label="Annual cash flow"
              help={help.annualCashFlow}
              value={money(result.annualCashFlow)}
              strong
              tone={toneOf(result.annualCashFlow)}
            />
            <OutputRow label="Cap rate on all-in cost" help={help.allInCapRatePercent} value={formatPercent(result.allInCapRatePercent)} />
            <OutputRow label="Gross rent multiplier" help={help.grossRentMultiplier} value={formatRatio(result.grossRentMultiplier)} />
            <OutputRow
              label="Break-even occupancy"
              help={help.breakEvenOccupancyPercent}
              value={formatPercent(result.breakEvenOccupancyPercent)}
            />
            <OutputRow label="Year-1 principal paydown" help={help.yearOnePrincipalPaydown} value={money(result.yearOnePrincipalPaydown)} />
          </OutputList>
        </ResultSection>
      </div>

      <RulesOfThumb input={input} result={result} />
      <HoldCharts projection={result.projection} />
      <ResultSection title="Projection if sold at the end of each year">
        <ProjectionTable rows={result.projection} />
      </ResultSection>
      <ResultSection title="Amortization" className="print:hidden">
        <AmortizationTable monthly={monthly} caption="The purchase loan by year, each year opening to its months" />
      </ResultSection>
    </div>
  );
}

/** The 1% rule on price first (the classic screen), then on the all-in basis, labelled; the 50% rule. */
function RulesOfThumb({ input, result }: { input: RentalInput; result: RentalAnalysis }) {
  const help = OUTPUT_HELP.rental;
  return (
    <ResultSection title="Rules of thumb">
      <OutputList>
        <OutputRow
          label="1% rule"
          help={help.onePercentRule}
          value={
            <Checked passes={result.onePercentRule.passes}>
              <span className="text-xs font-normal text-slate-500">
                {cents(input.monthlyRent)} vs {cents(result.onePercentRule.targetMonthlyRent)}
              </span>
            </Checked>
          }
          strong
        />
        <OutputRow
          label="1% rule on all-in (price + repairs)"
          help={`${help.onePercentRuleAllIn} ${ONE_PERCENT_RULE_HELP.targetMonthlyRent}`}
          value={
            <Checked passes={result.onePercentRuleAllIn.passes}>
              <span className="text-xs font-normal text-slate-500">vs {cents(result.onePercentRuleAllIn.targetMonthlyRent)}</span>
            </Checked>
          }
          nested
        />
        <OutputRow
          label="50% rule: half of gross rent"
          help={FIFTY_PERCENT_RULE_HELP.halfOfGrossRent}
          value={money(result.fiftyPercentRule.halfOfGrossRent)}
        />
        <OutputRow
          label="This deal’s expenses and vacancy"
          help={FIFTY_PERCENT_RULE_HELP.expensesAndVacancy}
          value={`${money(result.fiftyPercentRule.expensesAndVacancy)} (${formatPercent(result.fiftyPercentRule.expensesPercentOfGrossRent)})`}
          nested
        />
        <OutputRow
          label="Cash flow by the 50% rule"
          help={FIFTY_PERCENT_RULE_HELP.estimatedMonthlyCashFlow}
          value={`${cents(result.fiftyPercentRule.estimatedMonthlyCashFlow)}/mo`}
          nested
        />
      </OutputList>
    </ResultSection>
  );
}

function FlipResults({ input, result }: { input: FlipInput; result: FlipAnalysis }) {
  const help = OUTPUT_HELP.flip;
  return (
    <div className="space-y-4 print:space-y-3">
      <KpiGrid>
        <Kpi label="Net profit" help={help.netProfit} value={money(result.netProfit)} tone={toneOf(result.netProfit)} />
        <Kpi
          label="ROI on cash"
          help={help.roiPercent}
          value={formatPercent(result.roiPercent)}
          tone={toneOf(result.roiPercent)}
          detail={`on ${money(result.cashInvested)} of your cash`}
        />
        <Kpi
          label="Annualized ROI"
          help={help.annualizedRoiPercent}
          value={formatPercent(result.annualizedRoiPercent)}
          detail="compounded"
        />
        <Kpi
          label="Profit margin"
          help={help.profitMarginPercent}
          value={formatPercent(result.profitMarginPercent)}
          detail="of the sale price (ARV)"
        />
      </KpiGrid>

      <ResultSection title={`${input.maxOfferPercent}% rule`}>
        <OutputList>
          <OutputRow label="Maximum offer" help={help.maxOffer} value={money(result.maxOffer)} strong />
          <OutputRow
            label="Your purchase price"
            help={help.purchaseWithinMaxOffer}
            value={
              <Checked passes={result.purchaseWithinMaxOffer} yes="Within" no="Over">
                {money(input.purchasePrice)}
              </Checked>
            }
          />
          <OutputRow label="Break-even sale price" help={help.breakEvenSalePrice} value={money(result.breakEvenSalePrice)} />
        </OutputList>
      </ResultSection>

      <ResultSection title="Cost breakdown">
        <FlipCostChart input={input} result={result} />
      </ResultSection>

      <div className="grid gap-4 xl:grid-cols-2 print:grid-cols-2">
        <ResultSection title="Costs">
          <OutputList>
            <OutputRow label="Buying (price + closing)" help={help.buyingCosts} value={money(result.buyingCosts)} />
            <OutputRow label="Repairs" help="The repair budget, as entered." value={money(input.repairs)} />
            <OutputRow label="Points" help={help.pointsCost} value={money(result.pointsCost)} />
            <OutputRow label="Holding" help={help.holdingCosts} value={money(result.holdingCosts)} />
            <OutputRow label="of which loan interest" help={help.loanInterest} value={money(result.loanInterest)} nested />
            <OutputRow label="Selling" help={help.sellingCosts} value={money(result.sellingCosts)} />
            <OutputRow label="Total project cost" help={help.totalProjectCost} value={money(result.totalProjectCost)} strong />
          </OutputList>
        </ResultSection>
        <ResultSection title="Financing and returns">
          <OutputList>
            <OutputRow label="Loan amount" help={help.loanAmount} value={money(result.loanAmount)} />
            <OutputRow label="Your cash invested" help={help.cashInvested} value={money(result.cashInvested)} strong />
            <OutputRow label="Net profit" help={help.netProfit} value={money(result.netProfit)} strong tone={toneOf(result.netProfit)} />
            <OutputRow label="ROI on cash invested" help={help.roiPercent} value={formatPercent(result.roiPercent)} />
            <OutputRow
              label="ROI on total cost"
              help={help.roiOnTotalCostPercent}
              value={formatPercent(result.roiOnTotalCostPercent)}
              nested
            />
            <OutputRow
              label="Annualized ROI (compounded)"
              help={help.annualizedRoiPercent}
              value={formatPercent(result.annualizedRoiPercent)}
            />
            <OutputRow
              label="Annualized ROI (simple)"
              help={help.simpleAnnualizedRoiPercent}
              value={formatPercent(result.simpleAnnualizedRoiPercent)}
              nested
            />
            <OutputRow label="Profit margin on ARV" help={help.profitMarginPercent} value={formatPercent(result.profitMarginPercent)} />
          </OutputList>
        </ResultSection>
      </div>
    </div>
  );
}

function WholesaleResults({ input, result }: { input: WholesaleInput; result: WholesaleAnalysis }) {
  const help = OUTPUT_HELP.wholesale;
  return (
    <div className="space-y-4 print:space-y-3">
      <KpiGrid>
        <Kpi label="Maximum allowable offer" help={help.maximumAllowableOffer} value={money(result.maximumAllowableOffer)} />
        <Kpi
          label="Assignment fee"
          help={help.assignmentFee}
          value={money(result.assignmentFee)}
          tone={toneOf(result.assignmentFee)}
          detail={`${formatPercent(result.assignmentFeePercentOfArv)} of ARV`}
        />
        <Kpi label="Price to end buyer" help={help.priceToEndBuyer} value={money(result.priceToEndBuyer)} />
        <Kpi
          label="End buyer’s headroom"
          help={help.endBuyerHeadroom}
          value={money(result.endBuyerHeadroom)}
          tone={toneOf(result.endBuyerHeadroom)}
        />
      </KpiGrid>

      <div className="grid gap-4 xl:grid-cols-2 print:grid-cols-2">
        <ResultSection title="Assignment">
          <OutputList>
            <OutputRow
              label={`End buyer’s limit (ARV × ${input.maxOfferPercent}% − repairs)`}
              help={help.endBuyerMaxPrice}
              value={money(result.endBuyerMaxPrice)}
            />
            <OutputRow
              label="Maximum allowable offer"
              help={help.maximumAllowableOffer}
              value={money(result.maximumAllowableOffer)}
              strong
            />
            <OutputRow
              label="Your contract price"
              help={help.contractWithinMaximumOffer}
              value={
                <Checked passes={result.contractWithinMaximumOffer} yes="Within MAO" no="Over MAO">
                  {money(input.contractPrice)}
                </Checked>
              }
            />
            <OutputRow label="Price to the end buyer" help={help.priceToEndBuyer} value={money(result.priceToEndBuyer)} />
            <OutputRow label="Assignment fee" help={help.assignmentFee} value={money(result.assignmentFee)} strong />
            <OutputRow
              label="Fee as a share of ARV"
              help={help.assignmentFeePercentOfArv}
              value={formatPercent(result.assignmentFeePercentOfArv)}
              nested
            />
            <OutputRow
              label="End-buyer check"
              help={help.endBuyerPriceWithinRule}
              value={<RuleBadge passes={result.endBuyerPriceWithinRule} yes="Leaves their margin" no="Too expensive" />}
            />
            <OutputRow
              label="End buyer’s headroom"
              help={help.endBuyerHeadroom}
              value={money(result.endBuyerHeadroom)}
              nested
              tone={toneOf(result.endBuyerHeadroom)}
            />
          </OutputList>
        </ResultSection>
        <ResultSection title="Double close instead">
          <OutputList>
            <OutputRow label="Both closings’ costs" help={help.doubleCloseCosts} value={money(result.doubleCloseCosts)} />
            <OutputRow
              label="Net from a double close"
              help={help.doubleCloseNetProfit}
              value={money(result.doubleCloseNetProfit)}
              strong
              tone={toneOf(result.doubleCloseNetProfit)}
            />
          </OutputList>
        </ResultSection>
      </div>
    </div>
  );
}

/** "Infinite — all cash recovered + $X" when the refinance paid everything back; never a negative percentage. */
function brrrrCashLeftLabel(result: BrrrrAnalysis): string {
  return result.infinite ? `Infinite — all cash recovered + ${money(result.cashRecoveredBeyondInvestment)}` : money(result.cashLeftInDeal);
}

function BrrrrResults({ input, result }: { input: BrrrrInput; result: BrrrrAnalysis }) {
  const help = OUTPUT_HELP.brrrr;
  const monthly = useMemo(() => amortizationSchedule(refinanceLoan(input)), [input]);
  return (
    <div className="space-y-4 print:space-y-3">
      <KpiGrid>
        <Kpi
          label="Cash left in the deal"
          help={help.cashLeftInDeal}
          value={result.infinite ? '$0' : money(result.cashLeftInDeal)}
          tone={result.infinite ? 'positive' : 'neutral'}
          detail={
            result.infinite
              ? `all cash recovered + ${money(result.cashRecoveredBeyondInvestment)}`
              : `${formatPercent(result.capitalRecoveredPercent)} recovered`
          }
        />
        <Kpi
          label="Cash-on-cash after refinance"
          help={help.cashOnCashPercent}
          value={result.infinite ? 'Infinite' : formatPercent(result.cashOnCashPercent)}
          tone={result.infinite ? 'positive' : toneOf(result.cashOnCashPercent)}
        />
        <Kpi
          label="Monthly cash flow"
          help={help.monthlyCashFlow}
          value={cents(result.monthlyCashFlow)}
          tone={toneOf(result.monthlyCashFlow)}
          detail="with the new loan"
        />
        <Kpi label="Equity after refinance" help={help.equityAfterRefinance} value={money(result.equityAfterRefinance)} />
      </KpiGrid>

      <div className="grid gap-4 xl:grid-cols-2 print:grid-cols-2">
        <ResultSection title="Buy and rehab">
          <OutputList>
            <OutputRow label="Purchase loan" help={help.purchaseLoan} value={money(result.purchaseLoan)} />
            <OutputRow label="Down payment" help={help.downPayment} value={money(result.downPayment)} />
            <OutputRow label="Points" help={help.purchasePointsCost} value={money(result.purchasePointsCost)} />
            <OutputRow label="Holding" help={help.holdingCosts} value={money(result.holdingCosts)} />
            <OutputRow label="of which loan interest" help={help.purchaseLoanInterest} value={money(result.purchaseLoanInterest)} nested />
            <OutputRow label="Total cash invested" help={help.totalCashInvested} value={money(result.totalCashInvested)} strong />
            <OutputRow label="All-in cost" help={help.allInCost} value={money(result.allInCost)} />
          </OutputList>
        </ResultSection>
        <ResultSection title="Refinance">
          <OutputList>
            <OutputRow label="New loan" help={help.refinanceLoan} value={money(result.refinanceLoan)} />
            <OutputRow label="Cash out" help={help.cashOut} value={money(result.cashOut)} tone={toneOf(result.cashOut)} />
            <OutputRow
              label="Cash left in the deal"
              help={help.cashLeftInDeal}
              value={brrrrCashLeftLabel(result)}
              strong
              tone={result.infinite ? 'positive' : undefined}
            />
            <OutputRow
              label="Capital recovered"
              help={`${help.capitalRecoveredPercent} ${help.infinite}`}
              value={result.infinite ? 'All of it' : formatPercent(result.capitalRecoveredPercent)}
            />
            <OutputRow label="Equity after refinance" help={help.equityAfterRefinance} value={money(result.equityAfterRefinance)} />
            <OutputRow label="Monthly payment (P&I)" help={help.monthlyDebtService} value={cents(result.monthlyDebtService)} />
            <OutputRow
              label="Annual cash flow"
              help={help.annualCashFlow}
              value={money(result.annualCashFlow)}
              strong
              tone={toneOf(result.annualCashFlow)}
            />
            <OutputRow
              label="Cash-on-cash after refinance"
              help={help.cashOnCashPercent}
              value={result.infinite ? 'Infinite' : formatPercent(result.cashOnCashPercent)}
            />
            <OutputRow label="DSCR" help={help.dscr} value={formatRatio(result.dscr)} />
          </OutputList>
        </ResultSection>
      </div>

      <OperatingSection result={result} title="Income and expenses after the refinance (year 1)" help={help} />
      <HoldCharts projection={result.projection} />
      <ResultSection title="Projection if sold at the end of each year">
        <ProjectionTable rows={result.projection} />
      </ResultSection>
      <ResultSection title="Amortization of the new loan" className="print:hidden">
        <AmortizationTable monthly={monthly} caption="The refinance loan by year, each year opening to its months" />
      </ResultSection>
    </div>
  );
}

function LandResults({ input, result }: { input: LandInput; result: LandAnalysis }) {
  const help = OUTPUT_HELP.land;
  const monthly = useMemo(() => landNoteSchedule(input), [input]);
  return (
    <div className="space-y-4 print:space-y-3">
      <KpiGrid>
        <Kpi label="Price per acre" help={help.pricePerAcre} value={money(result.pricePerAcre)} />
        <Kpi
          label="Monthly payment"
          help={help.monthlyPayment}
          value={cents(result.monthlyPayment)}
          detail={formatCount(result.paymentCount, 'payment')}
        />
        <Kpi label="Total interest" help={help.totalInterest} value={money(result.totalInterest)} />
        <Kpi
          label="Balloon"
          help={help.balloonPayment}
          value={result.balloonPayment === null ? 'None' : money(result.balloonPayment)}
          detail={input.balloonMonth ? `with payment ${input.balloonMonth}` : undefined}
        />
      </KpiGrid>
      <ResultSection title="Owner-financed note">
        <OutputList>
          <OutputRow label="Down payment" help={help.downPayment} value={money(result.downPayment)} />
          <OutputRow label="Note amount" help={help.noteAmount} value={money(result.noteAmount)} strong />
          <OutputRow label="Monthly payment" help={help.monthlyPayment} value={cents(result.monthlyPayment)} />
          <OutputRow label="Number of payments" help={help.paymentCount} value={result.paymentCount} />
          <OutputRow
            label="Balloon payment"
            help={help.balloonPayment}
            value={result.balloonPayment === null ? 'None' : cents(result.balloonPayment)}
          />
          <OutputRow label="Total interest" help={help.totalInterest} value={money(result.totalInterest)} />
          <OutputRow label="Total of payments" help={help.totalOfPayments} value={money(result.totalOfPayments)} />
          <OutputRow label="Total cost of the land" help={help.totalCost} value={money(result.totalCost)} strong />
        </OutputList>
      </ResultSection>
      <ResultSection title="Amortization of the note">
        <AmortizationTable monthly={monthly} caption="The note by year, each year opening to its months" />
      </ResultSection>
    </div>
  );
}

/** The results of any strategy. */
export function StrategyResults({ analyzed }: { analyzed: AnalyzedInputs }) {
  switch (analyzed.strategy) {
    case 'rental':
      return <RentalResults input={analyzed.inputs} result={analyzed.result} />;
    case 'flip':
      return <FlipResults input={analyzed.inputs} result={analyzed.result} />;
    case 'wholesale':
      return <WholesaleResults input={analyzed.inputs} result={analyzed.result} />;
    case 'brrrr':
      return <BrrrrResults input={analyzed.inputs} result={analyzed.result} />;
    case 'land':
      return <LandResults input={analyzed.inputs} result={analyzed.result} />;
  }
}
