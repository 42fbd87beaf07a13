import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/layout/coming-soon.tsx';

export const Route = createFileRoute('/_protected/calculator')({
  component: DealCalculatorPage,
});

function DealCalculatorPage() {
  return (
    <ComingSoon
      title="Deal Calculator"
      summary="Work out rental income, flip profit, wholesale margin and buy-rent-refinance-repeat returns."
    />
  );
}
