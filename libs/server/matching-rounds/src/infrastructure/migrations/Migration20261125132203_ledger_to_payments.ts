import { Migration } from '@mikro-orm/migrations';

/**
 * The offline ledger moves to the payments context (schema `payments`, migrated before this one):
 * each deposit or payment taken on joining becomes a payment with the same id (memberships keep
 * their reference), captured money gets its charge movement, then the old table goes. A database
 * with ledger rows but no payments schema stops here rather than lose them.
 */
export class Migration20261125132203_ledger_to_payments extends Migration {

  override name = 'Migration20261125132203_ledger_to_payments';

  override up(): void | Promise<void> {
    this.addSql(`do $$
begin
  if not exists (select 1 from matching_rounds.ledger_entries) then
    return;
  end if;
  if to_regclass('payments.payments') is null then
    raise exception 'matching_rounds.ledger_entries has rows to hand over, but the payments schema is not migrated yet';
  end if;
  insert into payments.payments (
    id, key, member_id, purpose, provider, amount_cents, currency, state, captured_cents, round_id, group_id,
    event_key, event_title, event_starts_at, event_ends_at, host_id, refund_policy, cancellation_policy,
    join_key, confirmed_at, applied_refunds, deposit_use, reserved_for, refund_due_at,
    created_at, authorized_at, captured_at, canceled_at, updated_at)
  select
    l.id,
    case when l.kind = 'deposit' then 'deposit.legacy.' || l.key else 'ticket.' || l.key end,
    l.member_id,
    case when l.kind = 'deposit' then 'deposit' else 'ticket' end,
    'offline',
    l.amount_cents,
    upper(l.currency),
    case
      when l.state = 'refunded' then 'canceled'
      when l.kind = 'deposit' or l.state = 'captured' then 'captured'
      else 'authorized'
    end,
    case when l.state = 'refunded' or (l.kind <> 'deposit' and l.state = 'held') then 0 else l.amount_cents end,
    l.round_id,
    l.group_id,
    'round:' || l.round_id,
    r.program_name,
    g.meets_at,
    g.meets_at + make_interval(days => 7 * (r.sessions - 1), mins => r.session_minutes),
    r.created_by,
    case when l.kind = 'deposit' then null else 'full-if-not-matched' end,
    case when l.kind = 'deposit' then null else 'flexible' end,
    case when l.kind = 'deposit' then null else l.key end,
    case when g.status = 'confirmed' then g.ended_at end,
    '[]'::jsonb,
    case when l.kind = 'deposit' and l.state <> 'refunded' then 'reserved' end,
    case when l.kind = 'deposit' and l.state <> 'refunded' then l.key end,
    case when l.kind = 'deposit' and l.state <> 'refunded' then l.created_at + interval '3 months' end,
    l.created_at,
    l.created_at,
    case when l.state = 'captured' or (l.kind = 'deposit' and l.state = 'held') then l.updated_at end,
    case when l.state = 'refunded' then l.updated_at end,
    l.updated_at
  from matching_rounds.ledger_entries l
  join matching_rounds.rounds r on r.id = l.round_id
  join matching_rounds.groups g on g.id = l.group_id
  on conflict (id) do nothing;
  insert into payments.ledger_entries (id, key, kind, amount_cents, currency, payment_id, member_id, host_id, event_key, occurred_at)
  select gen_random_uuid(), 'charge.' || p.id, 'charge', p.captured_cents, p.currency, p.id, p.member_id, p.host_id, p.event_key, p.captured_at
  from payments.payments p
  join matching_rounds.ledger_entries l on l.id = p.id
  where p.captured_cents > 0
  on conflict (key) do nothing;
end $$;`);
    this.addSql(`drop table if exists "matching_rounds"."ledger_entries" cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create table "matching_rounds"."ledger_entries" ("id" uuid not null, "key" varchar(80) not null, "round_id" uuid not null, "group_id" uuid not null, "member_id" uuid not null, "kind" varchar(10) not null, "amount_cents" int4 not null, "currency" varchar(3) not null, "state" varchar(10) not null, "created_at" timestamptz(6) not null, "updated_at" timestamptz(6) not null, primary key ("id"));`);
    this.addSql(`alter table "matching_rounds"."ledger_entries" add constraint "ledger_entries_key_unique" unique ("key");`);
    this.addSql(`create index "ledger_entries_member_id_index" on "matching_rounds"."ledger_entries" ("member_id");`);
    this.addSql(`create index "ledger_entries_round_id_index" on "matching_rounds"."ledger_entries" ("round_id");`);

    this.addSql(`alter table "matching_rounds"."ledger_entries" add constraint "ledger_entries_round_id_foreign" foreign key ("round_id") references "matching_rounds"."rounds" ("id") on update no action on delete restrict;`);
  }

}
