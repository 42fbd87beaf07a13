import { Quote } from 'lucide-react';

/**
 * Testimonials (spec section 2). DealAcre is new, so these are the situations it is built for,
 * labelled as such, rather than invented customer quotes.
 */
const STORIES = [
  {
    quote: 'I buy land sight-unseen, so I need the acreage, the price per acre, the road access and the pin on a map before I call anyone.',
    who: 'Land investor',
    where: 'buying raw land across Texas and New Mexico',
  },
  {
    quote: 'My buyers list only goes so far. I want my assignment contracts in front of cash buyers who are already searching my market.',
    who: 'Wholesaler',
    where: 'assigning distressed houses in the Midwest',
  },
  {
    quote: 'Some deals are too big for me alone. Seeing which sellers are open to a joint venture saves a lot of cold calls.',
    who: 'Developer',
    where: 'looking for JV partners on infill lots',
  },
];

export function Testimonials() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="bg-white py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <h2 id="testimonials-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Built for how investors work
          </h2>
          <p className="mt-2 text-slate-600">The people DealAcre is made for, and what they told us they need from a marketplace.</p>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {STORIES.map((story) => (
            <li key={story.who}>
              <figure className="flex h-full flex-col gap-4 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
                <Quote className="size-6 text-brand-600" aria-hidden="true" />
                <blockquote className="leading-7 text-slate-800">{story.quote}</blockquote>
                <figcaption className="mt-auto text-sm">
                  <span className="font-semibold text-slate-900">{story.who}</span>
                  <span className="text-slate-600">, {story.where}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
