'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { TableState } from '@/lib/api/tables/tableState';
import { seedMatches } from '@/lib/tables/fairness';

type Round = TableState['round'];
type Proof = { number: number; serverSeed: string; commitment: string; clientSeed: string; nonce: number };

/**
 * Provable fairness (docs/casino-games.md "Fairness"): the commitment of the round being bet on;
 * the last settled round this page saw with its server seed, client seed and nonce, and whether
 * SHA-256(seed) is its commitment, checked here in the browser with WebCrypto rather than taken
 * on the backend's word. The last proof stays while the next round's bets are open.
 */
export function FairnessPanel({ round }: { round: Round }) {
  const t = useTranslations('tables');
  const [proof, setProof] = useState<Proof | null>(null);
  if (round.serverSeed && proof?.serverSeed !== round.serverSeed) {
    setProof({ number: round.number, serverSeed: round.serverSeed, commitment: round.commitment, clientSeed: round.clientSeed, nonce: round.nonce });
  }
  const [check, setCheck] = useState<{ seed: string; ok: boolean } | null>(null);
  useEffect(() => {
    if (!proof) return;
    let live = true;
    void seedMatches(proof.serverSeed, proof.commitment).then((ok) => {
      if (live) setCheck({ seed: proof.serverSeed, ok });
    });
    return () => {
      live = false;
    };
  }, [proof]);
  const verdict = proof && check?.seed === proof.serverSeed ? check.ok : null;

  return (
    <details className="live-table__fairness">
      <summary>{t('fairness.heading')}</summary>
      <p className="muted">{t('fairness.intro')}</p>
      <dl className="live-table__proof">
        <dt>
          {t('round', { number: round.number })} · {t('fairness.commitment')}
        </dt>
        <dd>
          <code>{round.commitment}</code>
        </dd>
      </dl>
      {proof ? (
        <>
          <dl className="live-table__proof">
            <dt>
              {t('round', { number: proof.number })} · {t('fairness.commitment')}
            </dt>
            <dd>
              <code>{proof.commitment}</code>
            </dd>
            <dt>{t('fairness.serverSeed')}</dt>
            <dd>
              <code>{proof.serverSeed}</code>
            </dd>
            <dt>{t('fairness.clientSeed')}</dt>
            <dd>
              <code>{proof.clientSeed}</code>
            </dd>
            <dt>{t('fairness.nonce')}</dt>
            <dd>{proof.nonce}</dd>
          </dl>
          <p className={verdict === false ? 'live-table__slip-error' : 'live-table__verified'} role="status">
            {verdict === null ? t('fairness.checking') : verdict ? t('fairness.verified') : t('fairness.mismatch')}
          </p>
        </>
      ) : (
        <p className="muted">{t('fairness.pending')}</p>
      )}
    </details>
  );
}
