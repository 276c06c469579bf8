// Which pods a set of NetworkPolicies lets reach which port, as Kubernetes decides it: a pod that
// no policy of type Ingress selects takes anything; a selected pod takes what one of them allows.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
type Labels = Record<string, string>;

export interface Peer {
  podLabels: Labels;
  /** The namespace's labels; the peer is in the policies' namespace when not given. */
  namespaceLabels?: Labels;
}

export function selects(selector: Loose, labels: Labels | undefined): boolean {
  if (!selector) return false;
  const own = labels ?? {};
  const byLabel = Object.entries((selector.matchLabels ?? {}) as Labels).every(([key, value]) => own[key] === value);
  const byExpression = ((selector.matchExpressions ?? []) as Loose[]).every((expression) => {
    const value = own[expression.key];
    switch (expression.operator) {
      case 'In':
        return value !== undefined && expression.values.includes(value);
      case 'NotIn':
        return value === undefined || !expression.values.includes(value);
      case 'Exists':
        return value !== undefined;
      case 'DoesNotExist':
        return value === undefined;
      default:
        throw new Error(`unknown selector operator ${expression.operator}`);
    }
  });
  return byLabel && byExpression;
}

function peerMatches(rule: Loose, from: Peer): boolean {
  if (!rule.from) return true;
  return (rule.from as Loose[]).some((peer) => {
    if (peer.ipBlock) return false;
    const namespaceOk = peer.namespaceSelector
      ? from.namespaceLabels !== undefined && selects(peer.namespaceSelector, from.namespaceLabels)
      : from.namespaceLabels === undefined;
    const podOk = peer.podSelector ? selects(peer.podSelector, from.podLabels) : true;
    return namespaceOk && podOk;
  });
}

function portMatches(rule: Loose, port: { name: string; number: number }): boolean {
  if (!rule.ports) return true;
  return (rule.ports as Loose[]).some((candidate) => candidate.port === port.name || candidate.port === port.number);
}

/** Whether `from` may open a connection to a pod with `podLabels` on `port`. */
export function ingressAllowed(
  policies: readonly Loose[],
  from: Peer,
  to: { podLabels: Labels; port: { name: string; number: number } },
): boolean {
  const governing = policies.filter(
    (policy) =>
      (policy.spec.policyTypes ?? ['Ingress']).includes('Ingress') && selects(policy.spec.podSelector, to.podLabels),
  );
  if (governing.length === 0) return true;
  return governing.some((policy) =>
    ((policy.spec.ingress ?? []) as Loose[]).some((rule) => peerMatches(rule, from) && portMatches(rule, to.port)),
  );
}
