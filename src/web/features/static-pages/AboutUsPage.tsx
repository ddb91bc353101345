import { Globe2, HeartHandshake, Leaf, Sparkles, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { useWords } from '@web/i18n/i18n';
import { StaticPage } from './StaticPage';

function Pillar({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <span aria-hidden="true" className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-5">
        {icon}
      </span>
      <h2 className="font-serif text-xl text-stone-900">{title}</h2>
      <div className="space-y-3 text-stone-700">{children}</div>
    </section>
  );
}

/** /about-us: the product, its mission, sustainability, cultural diversity and the team (product.md §2). */
export default function AboutUsPage() {
  const words = useWords('pages').about;
  const pillars = [
    { icon: <Sparkles />, ...words.make },
    { icon: <HeartHandshake />, ...words.mission },
    { icon: <Leaf />, ...words.sustainability },
    { icon: <Globe2 />, ...words.diversity },
  ];
  return (
    <StaticPage eyebrow={words.eyebrow} title={words.title} intro={words.intro} width="wide">
      <div className="grid gap-5 md:grid-cols-2">
        {pillars.map((pillar) => (
          <Pillar key={pillar.title} icon={pillar.icon} title={pillar.title}>
            <p>{pillar.text}</p>
          </Pillar>
        ))}
      </div>

      <section className="mt-5 flex flex-col gap-4 rounded-2xl bg-stone-900 p-6 text-stone-200 sm:p-8 md:flex-row md:items-center md:gap-8">
        <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
          <UsersRound className="size-6" />
        </span>
        <div className="flex-1">
          <h2 className="font-serif text-2xl text-white">{words.team.title}</h2>
          <p className="mt-2 leading-relaxed">{words.team.text}</p>
        </div>
        <Button to={paths.contactUs} variant="outline" className="shrink-0 border-stone-600 bg-transparent text-white hover:bg-stone-800">
          {words.contact}
        </Button>
      </section>

      <div className="mt-12 flex flex-col items-center gap-4 text-center">
        <h2 className="font-serif text-2xl text-stone-900">{words.ready}</h2>
        <Button to={paths.templates} size="lg">
          {words.explore}
        </Button>
      </div>
    </StaticPage>
  );
}
