/** Demo accounts created by the identity seeder; other modules' demo data refers to them by id. */
export const DEMO_SELLERS = [
  { id: '0190a1b2-0000-7000-8000-000000000001', email: 'maria.lopez@demo.dealacre.com', firstName: 'Maria', lastName: 'Lopez' },
  { id: '0190a1b2-0000-7000-8000-000000000002', email: 'james.carter@demo.dealacre.com', firstName: 'James', lastName: 'Carter' },
  { id: '0190a1b2-0000-7000-8000-000000000003', email: 'aisha.patel@demo.dealacre.com', firstName: 'Aisha', lastName: 'Patel' },
] as const;

export const DEMO_BUYER = {
  id: '0190a1b2-0000-7000-8000-000000000010',
  email: 'buyer@demo.dealacre.com',
  firstName: 'Ben',
  lastName: 'Okafor',
} as const;
