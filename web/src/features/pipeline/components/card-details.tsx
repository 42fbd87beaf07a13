import { Link } from '@tanstack/react-router';
import { ExternalLink, Mail, MapPin, MessageSquare, Phone, Trash2, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import {
  describeActivity,
  noteBodySchema,
  PIPELINE_LIMITS,
  taskTitleSchema,
  type PipelineCardDetails,
  type PipelineStage,
  type PipelineStageKey,
  type PipelineTask,
} from '@contracts/leads/contracts/pipeline.ts';
import { LEAD_SITUATION_LABELS } from '@contracts/leads/contracts/seller-leads.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toastError } from '@/components/ui/toast.tsx';
import { isUpgradeRequired, serverMessage } from '@/lib/api-errors.ts';
import { cn } from '@/lib/utils.ts';
import { useAddNote, useAddTask, useDeleteTask, useMoveCard, usePipelineCard, useUpdateTask } from '../api/pipeline.ts';
import { defaultDue, formatMoment, formatPhone, fromLocalInput, isOverdue, KIND_LABELS } from '../pipeline-format.ts';

interface CardDetailsProps {
  userId: string;
  cardId: string | null;
  stages: ReadonlyArray<Pick<PipelineStage, 'id' | 'name'>>;
  onClose: () => void;
  /** a change the plan refused: the board opens the upgrade dialog with the server's words */
  onUpgrade: (message: string) => void;
}

const fieldClassName =
  'block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-[invalid=true]:border-red-500 disabled:bg-slate-50 sm:text-sm';

const linkClassName = 'inline-flex items-center gap-2 font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline';

/** A card's details in a panel from the right (the whole screen on phones): contacts, stage, tasks, notes and history. */
export function CardDetails({ userId, cardId, stages, onClose, onUpgrade }: CardDetailsProps) {
  const details = usePipelineCard(userId, cardId);
  return (
    <Dialog open={cardId !== null} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-xl focus:outline-none data-[state=open]:animate-[slide-in-right_200ms_ease-out] sm:w-[32rem]"
          aria-describedby={undefined}
        >
          {details.isPending ? (
            <div className="space-y-4 p-6" role="status" aria-label="Loading the card">
              <DialogTitle className="sr-only">Card details</DialogTitle>
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-40 w-full" />
            </div>
          ) : details.isError ? (
            <div className="p-6">
              <DialogTitle>Card details</DialogTitle>
              <Alert variant="error" className="mt-4" title="This card could not be loaded">
                <p>{serverMessage(details.error) ?? 'Please try again.'}</p>
              </Alert>
            </div>
          ) : (
            <DetailsBody key={details.data.card.id} userId={userId} details={details.data} stages={stages} onUpgrade={onUpgrade} />
          )}
          <RadixDialog.Close
            className="absolute top-4 right-4 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </Dialog>
  );
}

function DetailsBody({
  userId,
  details,
  stages,
  onUpgrade,
}: {
  userId: string;
  details: PipelineCardDetails;
  stages: CardDetailsProps['stages'];
  onUpgrade: (message: string) => void;
}) {
  const { card, canEdit } = details;
  const moveId = useId();
  // what the last change did, said in the panel (the page's toasts are hidden behind the modal panel)
  const [said, say] = useState('');
  const refused = (title: string, fallback: string) => (error: Error) => {
    if (isUpgradeRequired(error)) onUpgrade(serverMessage(error) ?? fallback);
    else say(`${title}: ${toastError(title, error, fallback)}`);
  };
  const move = useMoveCard(userId, { onFailed: refused('The card could not be moved', 'It is back where it was. Please try again.') });
  const stageName = stages.find((stage) => stage.id === card.stageId)?.name ?? card.stageId;

  return (
    <div className="flex-1 overflow-y-auto">
      <div className="border-b border-slate-200 p-6 pr-14">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{KIND_LABELS[card.kind]}</p>
        <DialogTitle className="mt-1 text-xl break-words">{card.title}</DialogTitle>
        <DialogDescription>
          In {stageName} · added <time dateTime={card.createdAt}>{formatMoment(card.createdAt)}</time>
        </DialogDescription>
        <div className="mt-4 flex items-center gap-3">
          <label htmlFor={moveId} className="shrink-0 text-sm font-medium text-slate-700">
            Move to…
          </label>
          <select
            id={moveId}
            value={card.stageId}
            disabled={!canEdit || move.isPending}
            onChange={(event) => {
              const stageId = event.target.value as PipelineStageKey;
              const name = stages.find((stage) => stage.id === stageId)?.name ?? stageId;
              move.mutate({ cardId: card.id, stageId, beforeId: null }, { onSuccess: () => say(`Moved to ${name}.`) });
            }}
            className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none disabled:bg-slate-50 sm:max-w-60 sm:flex-none sm:text-sm"
          >
            {stages.map((stage) => (
              <option key={stage.id} value={stage.id}>
                {stage.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p role="status" className="sr-only">
        {said}
      </p>
      <div className="space-y-8 p-6">
        <Contacts details={details} />
        <Tasks userId={userId} details={details} refused={refused} say={say} />
        <Notes userId={userId} details={details} refused={refused} say={say} />
        <section aria-labelledby="card-activity">
          <h3 id="card-activity" className="text-base font-semibold text-slate-900">
            Activity
          </h3>
          <ol className="mt-3 space-y-2 border-l-2 border-slate-200 pl-4">
            {details.activity.map((line) => (
              <li key={line.id} className="text-sm">
                <span className="text-slate-800">{describeActivity(line, card.kind)}</span>{' '}
                <time dateTime={line.at} className="text-slate-500">
                  · {formatMoment(line.at)}
                </time>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}

function Contacts({ details }: { details: PipelineCardDetails }) {
  const { contact, conversationUrl, propertyUrl } = details.card.links;
  const conversationId = conversationUrl ? new URL(conversationUrl, 'https://dealacre.invalid').searchParams.get('c') : null;
  const propertyId = propertyUrl?.split('/').pop() ?? null;
  return (
    <section aria-labelledby="card-contact">
      <h3 id="card-contact" className="text-base font-semibold text-slate-900">
        {contact ? 'Owner' : 'Buyer'}
      </h3>
      {contact ? (
        <ul className="mt-3 space-y-2 text-sm text-slate-700">
          <li className="font-medium text-slate-900">{contact.name}</li>
          <li>
            <a href={`tel:${contact.phone}`} className={linkClassName}>
              <Phone className="size-4" aria-hidden="true" />
              {formatPhone(contact.phone)}
            </a>
          </li>
          <li>
            <a href={`mailto:${contact.email}`} className={cn(linkClassName, 'break-all')}>
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {contact.email}
            </a>
          </li>
          <li className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {contact.propertyAddress}
          </li>
          {contact.situation ? <li>Situation: {LEAD_SITUATION_LABELS[contact.situation]}</li> : null}
        </ul>
      ) : (
        <ul className="mt-3 space-y-2 text-sm">
          {conversationId ? (
            <li>
              <Link to="/messages" search={{ c: conversationId }} className={linkClassName}>
                <MessageSquare className="size-4" aria-hidden="true" />
                Open the conversation
              </Link>
            </li>
          ) : null}
          {propertyId ? (
            <li>
              <Link to="/property/$id" params={{ id: propertyId }} className={linkClassName}>
                <ExternalLink className="size-4" aria-hidden="true" />
                View the listing
              </Link>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}

type Refused = (title: string, fallback: string) => (error: Error) => void;

function Tasks({
  userId,
  details,
  refused,
  say,
}: {
  userId: string;
  details: PipelineCardDetails;
  refused: Refused;
  say: (text: string) => void;
}) {
  const cardId = details.card.id;
  const add = useAddTask(userId, cardId);
  const update = useUpdateTask(userId, cardId, { onFailed: refused('The task could not be changed', 'Please try again.') });
  const remove = useDeleteTask(userId, cardId);
  const [title, setTitle] = useState('');
  const [due, setDue] = useState(() => defaultDue());
  const [errors, setErrors] = useState<{ title?: string; due?: string }>({});
  const titleId = useId();
  const dueId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsedTitle = taskTitleSchema.safeParse(title);
    const dueAt = fromLocalInput(due);
    const found = {
      title: parsedTitle.success ? undefined : (parsedTitle.error.issues[0]?.message ?? 'Name the task'),
      due: dueAt ? undefined : 'Choose a due date and time',
    };
    setErrors(found);
    if (!parsedTitle.success || !dueAt) return;
    add.mutate(
      { title: parsedTitle.data, dueAt },
      {
        onSuccess: () => {
          setTitle('');
          setDue(defaultDue());
          say(`Task added, due ${formatMoment(dueAt)}. You will be reminded then.`);
        },
        onError: refused('The task could not be added', 'Please try again.'),
      },
    );
  };

  return (
    <section aria-labelledby="card-tasks">
      <h3 id="card-tasks" className="text-base font-semibold text-slate-900">
        Tasks
      </h3>
      {details.tasks.length === 0 ? <p className="mt-2 text-sm text-slate-600">No tasks yet.</p> : null}
      <ul className="mt-3 space-y-2">
        {details.tasks.map((task) => (
          <TaskRow
            key={task.id}
            task={task}
            canEdit={details.canEdit}
            onToggle={(done) => update.mutate({ taskId: task.id, change: { done } })}
            onDelete={() =>
              remove.mutate(task.id, {
                onSuccess: () => say(`Task deleted: ${task.title}.`),
                onError: refused('The task could not be deleted', 'Please try again.'),
              })
            }
          />
        ))}
      </ul>
      {details.canEdit ? (
        <form onSubmit={submit} noValidate className="mt-4 grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_auto]">
          <div className="space-y-1 sm:col-span-2">
            <label htmlFor={titleId} className="text-sm font-medium text-slate-700">
              New task
            </label>
            <input
              id={titleId}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              maxLength={PIPELINE_LIMITS.taskTitle}
              placeholder="Call the owner back"
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? `${titleId}-error` : undefined}
              className={cn(fieldClassName, 'h-10')}
            />
            {errors.title ? (
              <p id={`${titleId}-error`} className="text-sm text-red-700">
                {errors.title}
              </p>
            ) : null}
          </div>
          <div className="space-y-1">
            <label htmlFor={dueId} className="text-sm font-medium text-slate-700">
              Due (your time)
            </label>
            <input
              id={dueId}
              type="datetime-local"
              value={due}
              onChange={(event) => setDue(event.target.value)}
              aria-invalid={errors.due ? true : undefined}
              aria-describedby={errors.due ? `${dueId}-error` : undefined}
              className={cn(fieldClassName, 'h-10')}
            />
            {errors.due ? (
              <p id={`${dueId}-error`} className="text-sm text-red-700">
                {errors.due}
              </p>
            ) : null}
          </div>
          <SubmitButton type="submit" pending={add.isPending} pendingLabel="Adding..." className="self-end">
            Add task
          </SubmitButton>
        </form>
      ) : null}
    </section>
  );
}

function TaskRow({
  task,
  canEdit,
  onToggle,
  onDelete,
}: {
  task: PipelineTask;
  canEdit: boolean;
  onToggle: (done: boolean) => void;
  onDelete: () => void;
}) {
  const id = useId();
  const done = task.doneAt !== null;
  const overdue = !done && isOverdue(task.dueAt);
  return (
    <li className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
      <input
        id={id}
        type="checkbox"
        checked={done}
        disabled={!canEdit}
        onChange={(event) => onToggle(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-brand-600"
      />
      <label htmlFor={id} className="min-w-0 flex-1 text-sm">
        <span className={cn('block font-medium break-words text-slate-900', done && 'text-slate-500 line-through')}>{task.title}</span>
        <span className={cn('block text-slate-600', overdue && 'font-semibold text-red-700')}>
          {done ? 'Done' : overdue ? 'Overdue since' : 'Due'} <time dateTime={task.dueAt}>{formatMoment(task.dueAt)}</time>
        </span>
      </label>
      {canEdit ? (
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Delete task ${task.title}`}
          className="flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </li>
  );
}

function Notes({
  userId,
  details,
  refused,
  say,
}: {
  userId: string;
  details: PipelineCardDetails;
  refused: Refused;
  say: (text: string) => void;
}) {
  const add = useAddNote(userId, details.card.id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = noteBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Write a note');
      return;
    }
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setBody('');
        say('Note added.');
      },
      onError: refused('The note could not be added', 'Please try again.'),
    });
  };

  return (
    <section aria-labelledby="card-notes">
      <h3 id="card-notes" className="text-base font-semibold text-slate-900">
        Notes
      </h3>
      {details.canEdit ? (
        <form onSubmit={submit} noValidate className="mt-3 space-y-2">
          <label htmlFor={noteId} className="sr-only">
            New note
          </label>
          <textarea
            id={noteId}
            value={body}
            rows={3}
            maxLength={PIPELINE_LIMITS.note}
            onChange={(event) => setBody(event.target.value)}
            placeholder="What did you learn? What was agreed?"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${noteId}-count${error ? ` ${noteId}-error` : ''}`}
            className={cn(fieldClassName, 'py-2 leading-6')}
          />
          <div className="flex items-center justify-between gap-3">
            <p id={`${noteId}-count`} className="text-xs text-slate-500 tabular-nums">
              {body.length.toLocaleString('en-US')} / {PIPELINE_LIMITS.note.toLocaleString('en-US')}
            </p>
            <SubmitButton type="submit" size="sm" pending={add.isPending} pendingLabel="Adding...">
              Add note
            </SubmitButton>
          </div>
          {error ? (
            <p id={`${noteId}-error`} className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
      {details.notes.length === 0 ? <p className="mt-2 text-sm text-slate-600">No notes yet.</p> : null}
      <ul className="mt-3 space-y-3">
        {details.notes.map((note) => (
          <li key={note.id} className="rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
            <p className="break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
            <time dateTime={note.createdAt} className="mt-1 block text-xs text-slate-600">
              {formatMoment(note.createdAt)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
