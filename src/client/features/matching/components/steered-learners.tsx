import { Users } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PagedList } from '@/components/ui/paged-list';
import { districtNames } from '@shared/districts';
import { formatInAmsterdam } from '@shared/format-date';
import { GOAL_LABELS } from '@shared/matching-form';
import type { SteeredLearner } from '@shared/matching-schemas';
import { useSteeredLearners } from '../api/steered-learners';
import { MATCHING_TEXTS } from '../texts';
import { LearnerMatches } from './learner-matches';

const TEXTS = MATCHING_TEXTS.learners;

/** What the learner's matching form says, in one line: language, level, goals, districts. */
export function formSummary(learner: SteeredLearner): string {
  const said = [
    learner.proficiencyLevel,
    learner.goals.map((goal) => GOAL_LABELS[goal]).join(', '),
    districtNames(learner.districts),
  ].filter(Boolean);
  const language = learner.languageLearning && TEXTS.practises(learner.languageLearning);
  return [language, ...(said.length > 0 ? said : [TEXTS.notSaid])].filter(Boolean).join(' · ');
}

const joined = (learner: SteeredLearner) =>
  `${TEXTS.joined} ${formatInAmsterdam(new Date(learner.joinedAt), 'd MMM yyyy')}`;

/** One learner in the list: name, their form in a line, since when, and the way to their matches. */
function LearnerRow({ learner, onOpen }: { learner: SteeredLearner; onOpen: () => void }) {
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
        <p className="truncate font-semibold" dir="auto">
          {learner.fullName}
        </p>
        <p className="text-sm text-stone-700">{formSummary(learner)}</p>
        <p className="text-sm text-stone-700">{joined(learner)}</p>
      </div>
      <Button variant="outline" onClick={onOpen} aria-label={TEXTS.matchesOf(learner.fullName)}>
        {TEXTS.matches}
      </Button>
    </li>
  );
}

/**
 * Staff's list of learners (decision 064), for the learning experts' dashboard: search by name,
 * newest first; each opens the learner's matches to pin or hide buddies in.
 */
export function SteeredLearners() {
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const learners = useSteeredLearners(q);
  const list = learners.data?.pages.flatMap((page) => page.learners) ?? [];
  const [open, setOpen] = useState<SteeredLearner | null>(null);
  return (
    <section aria-labelledby="steered-learners-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="steered-learners-title" className="text-xl font-semibold">
          {TEXTS.title}
        </h2>
        <p className="text-stone-700">{TEXTS.intro}</p>
      </div>
      <FormField label={TEXTS.search} className="max-w-sm">
        <Input
          type="search"
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      </FormField>
      <PagedList
        query={learners}
        items={list}
        texts={{
          loadFailed: TEXTS.loadFailed,
          empty: q ? TEXTS.noneFound : TEXTS.none,
          more: TEXTS.loadMore,
        }}
        emptyIcon={<Users aria-hidden />}
        skeleton={{ rows: 3, height: 'h-20' }}
        renderItem={(learner) => (
          <LearnerRow key={learner.id} learner={learner} onOpen={() => setOpen(learner)} />
        )}
      />
      <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        <DialogContent className="max-w-2xl">
          {open && (
            <>
              <DialogHeader>
                <DialogTitle dir="auto">{open.fullName}</DialogTitle>
                <DialogDescription>
                  {formSummary(open)} · {joined(open)}
                </DialogDescription>
              </DialogHeader>
              <LearnerMatches learnerId={open.id} language={open.languageLearning} />
            </>
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}
