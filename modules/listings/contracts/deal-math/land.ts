import { amortizationSchedule, balanceAfter, monthlyPayment, yearlySchedule, type AmortizationRow, type Loan } from './mortgage.ts';
import type { LandInput } from './schemas.ts';

/** Everything the land calculator shows for an owner-financed sale, in dollars unless the name says otherwise. */
export interface LandAnalysis {
  /** price ÷ acres */
  pricePerAcre: number | null;
  /** the cash paid at closing */
  downPayment: number;
  /** the owner-financed note: price − down payment */
  noteAmount: number;
  /** the monthly note payment, amortized over the full term */
  monthlyPayment: number;
  /** how many monthly payments are made: up to the balloon month, or the full term */
  paymentCount: number;
  /** the balance still owed after the balloon month's payment, due with it; null without a balloon */
  balloonPayment: number | null;
  /** all the interest paid: over the full term, or up to the balloon */
  totalInterest: number;
  /** every note payment added up, the balloon included: note amount + total interest */
  totalOfPayments: number;
  /** what the land costs the buyer in all: down payment + total of payments */
  totalCost: number;
  /** the note by year, ending with the balloon when there is one */
  amortization: AmortizationRow[];
}

export const LAND_OUTPUT_HELP: Record<keyof LandAnalysis, string> = {
  pricePerAcre: 'The price divided by the acreage.',
  downPayment: 'The cash paid at closing.',
  noteAmount: 'The owner-financed note: the price minus the down payment.',
  monthlyPayment: 'The monthly note payment, amortized over the full term.',
  paymentCount: 'How many monthly payments are made: up to the balloon, or over the full term.',
  balloonPayment: "The balance still owed after the balloon month's payment, due in one sum with it.",
  totalInterest: 'All the interest paid on the note: over the full term, or up to the balloon.',
  totalOfPayments: 'Every note payment added up, the balloon included.',
  totalCost: 'What the land costs the buyer in all: the down payment plus every note payment.',
  amortization: 'The note year by year: payments, interest, principal and the balance left.',
};

/**
 * Land sold on owner financing: a note amortized over `termMonths`; with a balloon, the payments stop
 * at `balloonMonth` and the balance left after that month's payment is due with it.
 */
export function analyzeLand(input: LandInput): LandAnalysis {
  const note = landNote(input);
  const payment = monthlyPayment(note);
  const paymentCount = input.balloonMonth ?? input.termMonths;
  const balloonPayment = input.balloonMonth === undefined ? null : balanceAfter(note, input.balloonMonth);
  // every regular payment repays principal except its interest, so interest = payments − principal repaid by them
  const totalInterest = payment * paymentCount - (note.principal - (balloonPayment ?? 0));
  const totalOfPayments = note.principal + totalInterest;
  return {
    pricePerAcre: input.acres > 0 ? input.price / input.acres : null,
    downPayment: input.downPayment,
    noteAmount: note.principal,
    monthlyPayment: payment,
    paymentCount,
    balloonPayment,
    totalInterest,
    totalOfPayments,
    totalCost: input.downPayment + totalOfPayments,
    amortization: yearlySchedule(landNoteSchedule(input)),
  };
}

/** The owner-financed note of a land sale: price − down payment, amortized over the full term. */
export function landNote(input: LandInput): Loan {
  return {
    principal: input.price - input.downPayment,
    annualRatePercent: input.interestRatePercent,
    termMonths: input.termMonths,
    interestOnly: false,
  };
}

/** The note month by month, ending with the balloon when there is one (its row also repays the balance left). */
export function landNoteSchedule(input: LandInput): AmortizationRow[] {
  return withBalloon(amortizationSchedule(landNote(input)), input.balloonMonth);
}

/** A monthly schedule cut at the balloon month, whose row also repays the balance left. */
function withBalloon(schedule: AmortizationRow[], balloonMonth: number | undefined): AmortizationRow[] {
  if (balloonMonth === undefined || schedule.length === 0) return schedule;
  const rows = schedule.slice(0, balloonMonth);
  const last = rows[rows.length - 1];
  rows[rows.length - 1] = { ...last, payment: last.payment + last.balance, principal: last.principal + last.balance, balance: 0 };
  return rows;
}
