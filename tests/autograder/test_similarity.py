"""The similarity reports against copies built to evade them, and a generated class (hand-written).

similarity.md: four copies of exercise 01's reference solution that the report missed before it
followed what the graded function uses and what its name is bound to at the end (issue: the
reference in a helper, the handed-out def rebound to a copy, a mechanical `ast` rewrite, the
reference in pieces named `_r_*`). Each is a working copy (it computes what the reference does), is
flagged now, and would not be flagged by the report as it was (`old_flags`: the last top-level def
of each graded name, contributions under 20 tokens skipped, two measures), so each test can fail.
Controls: the untouched skeleton and a genuinely different solution are flagged by nothing.

collusion.html: a class of 20 learners of exercise 01, 19 honest and varied implementations (some
with helpers, einsum, bmm, loops, manual softmax; two close to the book) and one who copied a
classmate and disguised it (names changed, comments and blank lines added, independent lines
swapped, a helper split out). The pair ranks first by a margin; with the copier replaced by an
honest learner, the top pair scores clearly lower.
"""

from __future__ import annotations

import ast
import difflib
import json
import re

import pytest

import classroom
from courseware.grader.collusion import class_report
from courseware.grader.gather import gather, handed_out
from courseware.grader.similarity import (
    DEFINITIONS,
    _beyond,
    _renamed,
    _typed_tokens,
    contribution,
    defined_names,
    measures,
    similarity,
    skeleton_of,
)
from courseware.grader.submission import exported_cells
from test_submissions import EINSUM_BODY

REFERENCE = "(reference solution)"


def cell_source(folder, cell_id: str = "export-sdpa") -> str:
    nb = json.loads(classroom.notebook("01", folder).read_text())
    source = next(c for c in nb["cells"] if c.get("id") == cell_id)["source"]
    return ("".join(source) if isinstance(source, list) else source).removeprefix("#| export\n")


SOLUTION = cell_source(classroom.SOLUTIONS)
SKELETON = cell_source(classroom.EXERCISES)
_DOC_END = SOLUTION.index('"""', SOLUTION.index('"""') + 3) + 4
HEAD, BODY = SOLUTION[:_DOC_END], SOLUTION[_DOC_END:]   # the handed-out signature and docstring; the solution's code
assert SKELETON.startswith(HEAD) and "raise NotImplementedError" in SKELETON[_DOC_END:]


def notebook(source: str, extra: str | None = None) -> dict:
    """Exercise 01's solution notebook with its graded cell replaced by `source` (and one more exported
    cell after it)."""
    return classroom.edited("01", "export-sdpa", replace_with=source, extra_cell=extra)


def exported(nb: dict) -> str:
    cells = [c for c in nb["cells"] if c["cell_type"] == "code"]
    sources = ["".join(c["source"]) if isinstance(c["source"], list) else c["source"] for c in cells]
    return "\n".join(s for s in sources if s.startswith("#| export"))


# Four copies of the reference that the report missed ------------------------------------------------

class MechanicalRewrite(ast.NodeTransformer):
    """What a script does to a copy: locals renamed `_r_<n>`, `a @ b` as `torch.matmul(a, b)`, tensor
    methods as torch's functions (`s.softmax(dim=-1)` as `torch.softmax(s, dim=-1)`), comparisons
    turned round (`None is not mask`), every call nested in another call or an operator moved to a
    temporary of its own, then ast.unparse (no comments, its own layout and quotes)."""

    METHODS = ("transpose", "masked_fill", "softmax")

    def __init__(self, params):
        self.params, self.names, self.hoisted, self.inside_ifexp = set(params), {}, [], False

    def visit_Name(self, node):
        if node.id in self.names or (isinstance(node.ctx, ast.Store) and node.id not in self.params):
            node.id = self.names.setdefault(node.id, f"_r_{len(self.names)}")
        return node

    def visit_BinOp(self, node):
        self.generic_visit(node)
        if isinstance(node.op, ast.MatMult):
            torch_matmul = ast.Attribute(ast.Name("torch", ast.Load()), "matmul", ast.Load())
            return self.call(torch_matmul, [node.left, node.right])
        node.left, node.right = self.hoist(node.left), self.hoist(node.right)
        return node

    def visit_Call(self, node):
        self.generic_visit(node)
        if isinstance(node.func, ast.Attribute) and node.func.attr in self.METHODS:
            return self.call(ast.Attribute(ast.Name("torch", ast.Load()), node.func.attr, ast.Load()),
                             [node.func.value, *node.args], node.keywords)
        return self.call(node.func, node.args, node.keywords)

    def visit_Compare(self, node):
        self.generic_visit(node)
        if isinstance(node.ops[0], ast.IsNot):
            node.left, node.comparators = node.comparators[0], [node.left]
        return node

    def visit_IfExp(self, node):
        outside, self.inside_ifexp = self.inside_ifexp, True   # both branches stay: moving one out would run it
        self.generic_visit(node)
        self.inside_ifexp = outside
        return node

    def call(self, func, args, keywords=()):
        return ast.Call(func, [self.hoist(a) for a in args], list(keywords))

    def hoist(self, node):
        if not isinstance(node, ast.Call) or self.inside_ifexp:
            return node
        name = f"_r_t{len(self.hoisted)}"
        self.hoisted.append(ast.Assign([ast.Name(name, ast.Store())], node, lineno=0))
        return ast.Name(name, ast.Load())

    def rewrite(self, fn: ast.FunctionDef) -> None:
        for block in (fn.body, *(s.body for s in fn.body if isinstance(s, ast.If))):
            out = []
            for stmt in block:
                if isinstance(stmt, ast.If):
                    stmt.test = self.visit(stmt.test)
                    out.append(stmt)
                    continue
                self.hoisted = []
                stmt = self.visit(stmt)
                out += [*self.hoisted, stmt]
            block[:] = out


def rewritten(source: str) -> str:
    tree = ast.parse(source)
    fn = tree.body[0]
    fn.body = fn.body[1:]   # the docstring: the skeleton's, put back below
    MechanicalRewrite([a.arg for a in fn.args.args]).rewrite(fn)
    code = ast.unparse(ast.fix_missing_locations(tree))
    signature_end = code.index(":\n") + 2
    return HEAD + code[signature_end:] + "\n"


PIECES = '''
def _r_scores(query, key, mask):
    d_k = query.size(-1)
    scores = query @ key.transpose(-2, -1) / math.sqrt(d_k)  # (..., Lq, Lk)
    if mask is not None:
        check_mask(mask, scores.shape)
        scores = scores.masked_fill(~mask, torch.finfo(scores.dtype).min)
    return scores


def _r_weights(scores, dropout_p):
    weights = scores.softmax(dim=-1)  # (..., Lq, Lk), each row sums to 1
    dropped = F.dropout(weights, p=dropout_p) if dropout_p > 0 else weights
    return weights, dropped


'''

EVASIONS = {
    # the graded function only calls a helper that holds the reference (its own code: 14 tokens)
    "helper": ("def _r_attention(query, key, value, mask, dropout_p):\n" + BODY + "\n\n" + HEAD
               + "    return _r_attention(query, key, value, mask, dropout_p)\n", None),
    # the handed-out def left as it is, and rebound to a copy in a later cell
    "rebound": (SKELETON, "def _r_copy(query, key, value, mask=None, dropout_p=0.0):\n" + BODY
                + "\n\nscaled_dot_product_attention = _r_copy\n"),
    "ast-rewrite": (rewritten(SOLUTION), None),
    "pieces": (PIECES + HEAD + "    weights, dropped = _r_weights(_r_scores(query, key, mask), dropout_p)\n"
               "    return dropped @ value, weights\n", None),
}

DIFFERENT = HEAD + EINSUM_BODY   # a correct solution of another shape (einsum, its own softmax)


def old_graded_code(code: str, names: set[str]) -> str:
    """similarity.graded_code before it followed anything: the last top-level def of each graded name."""
    tree = ast.parse(code)
    last = {n.name: n for n in tree.body if isinstance(n, DEFINITIONS) and n.name in names}
    lines = code.splitlines(keepends=True)
    return "".join("".join(lines[min([n.lineno, *(d.lineno for d in n.decorator_list)]) - 1:n.end_lineno])
                   for n in sorted(last.values(), key=lambda n: n.lineno))


def old_flags(first: str, second: str, threshold=0.9, min_tokens=20) -> bool:
    """Whether similarity.md as it was flagged two exported codes of exercise 01: the tokens of
    old_graded_code beyond the skeleton's, as written or renamed, at `threshold`."""
    skeleton_code = "\n".join(code for _, code in exported_cells(handed_out("01")))
    names = defined_names(skeleton_code)
    skeleton = [text for _, text in _typed_tokens(old_graded_code(skeleton_code, names))]
    a, b = (_beyond(skeleton, _typed_tokens(old_graded_code(code, names))) for code in (first, second))
    if min(len(a), len(b)) < min_tokens:
        return False
    return max(difflib.SequenceMatcher(None, [t for _, t in a], [t for _, t in b], autojunk=False).ratio(),
               difflib.SequenceMatcher(None, _renamed(a), _renamed(b), autojunk=False).ratio()) >= threshold


def outputs(code: str):
    """What the exported code's attention returns on fixed inputs, with a mask and without."""
    torch = pytest.importorskip("torch")
    namespace: dict = {}
    exec(compile(code, "<exported>", "exec"), namespace)
    g = torch.Generator().manual_seed(0)
    q, k, v = (torch.randn(2, 3, n, 8, generator=g, dtype=torch.float64) for n in (4, 5, 5))
    mask = torch.rand(2, 1, 4, 5, generator=g) > 0.3
    return [namespace["scaled_dot_product_attention"](q, k, v, m) for m in (None, mask)]


@pytest.mark.parametrize("evasion", list(EVASIONS))
def test_an_evasive_copy_of_the_reference_is_flagged(tmp_path, evasion):
    source, extra = EVASIONS[evasion]
    subs = tmp_path / "class"
    classroom.put(subs, evasion, "01", notebook(source, extra))
    classroom.put(subs, "skeleton", "01", handed_out("01").read_text())
    classroom.put(subs, "different", "01", notebook(DIFFERENT))
    reference = exported(json.loads(handed_out("01", "solutions").read_text()))
    copy = exported(notebook(source, extra))
    for (ours, _), (theirs, _) in zip(outputs(copy), outputs(reference), strict=True):   # a working copy
        assert ours.allclose(theirs), evasion
    assert not old_flags(reference, copy), "the report as it was flags this copy: no evasion to test"
    assert old_flags(reference, reference), "old_flags flags nothing: it cannot tell"
    flagged = similarity(gather(subs, ("01",)), ("01",), tmp_path / "similarity.md")
    pairs = {(p.first, p.second): p for p in flagged}
    assert (REFERENCE, evasion) in pairs, flagged
    assert pairs[REFERENCE, evasion].ratio >= 0.9
    assert not {"skeleton", "different"} & {name for pair in pairs for name in pair}, flagged
    report = (tmp_path / "similarity.md").read_text()
    assert re.search(rf"\| 01 \| \(reference solution\) \| {evasion} \| \d+% \|", report), report


def test_the_measure_that_flags_each_evasion(tmp_path):
    """The rebinding is caught as written once followed; the helper, the mechanical rewrite and the
    pieces by the normalised code (helpers and temporaries inlined, torch's functions as methods)."""
    skeleton = skeleton_of(handed_out("01"))
    reference = contribution(handed_out("01", "solutions"), skeleton)
    found = {}
    for evasion, (source, extra) in EVASIONS.items():
        classroom.put(tmp_path, evasion, "01", notebook(source, extra))
        found[evasion] = measures(reference, contribution(next((tmp_path / evasion).glob("*.ipynb")), skeleton))
    assert found["rebound"][0] >= 0.9, found
    assert found["ast-rewrite"][1] < 0.9 <= found["ast-rewrite"][2], found
    assert found["pieces"][1] < 0.9 <= found["pieces"][2], found
    assert found["helper"][2] >= 0.9, found


# A class of 20, and a planted pair -------------------------------------------------------------------

def body(code: str, helpers: str = "") -> str:
    """A learner's graded cell: their helpers, the handed-out signature and docstring, their code."""
    return helpers + HEAD + code


HONEST = {
    "ana": body(EINSUM_BODY),
    "ben": body('''    # similarity of every query with every key
    dim = key.size(-1)
    sim = torch.matmul(query, key.transpose(-1, -2))
    sim = sim / dim ** 0.5
    if mask is not None:
        check_mask(mask, sim.shape)
        sim = torch.where(mask, sim, torch.full_like(sim, float("-inf")))
    probs = torch.softmax(sim, dim=-1)
    probs = torch.nan_to_num(probs, nan=0.0)  # a row with no key allowed
    if dropout_p:
        return torch.matmul(F.dropout(probs, dropout_p), value), probs
    return torch.matmul(probs, value), probs
'''),
    "cai": body('''    *batch, lq, dk = query.shape
    lk, dv = key.shape[-2], value.shape[-1]
    q = query.reshape(-1, lq, dk)
    k = key.expand(*batch, lk, dk).reshape(-1, lk, dk)
    v = value.expand(*batch, lk, dv).reshape(-1, lk, dv)
    scores = torch.bmm(q, k.transpose(1, 2)).div(math.sqrt(dk)).reshape(*batch, lq, lk)
    if mask is not None:
        check_mask(mask, scores.shape)
        scores = scores.masked_fill(~mask, -1e9)
    weights = F.softmax(scores, dim=-1)
    w = F.dropout(weights, p=dropout_p) if dropout_p else weights
    out = torch.bmm(w.reshape(-1, lq, lk), v).reshape(*batch, lq, dv)
    return out, weights
'''),
    "dee": body('''    q = query / math.sqrt(query.size(-1))   # scale the queries first
    att = q @ key.mT
    if mask is not None:
        check_mask(mask, att.shape)
        att.masked_fill_(mask.logical_not(), float("-inf"))
    att = att.softmax(-1).nan_to_num(0.0)
    return F.dropout(att, dropout_p, True) @ value, att
'''),
    "eli": body('''    d_k = key.shape[-1]
    raw = query.matmul(key.transpose(-2, -1))
    raw = raw * d_k ** -0.5
    bias = torch.zeros_like(raw)
    if mask is not None:
        check_mask(mask, raw.shape)
        bias = bias.masked_fill(~mask, -1e30)
    weights = (raw + bias).softmax(dim=-1)
    if dropout_p:
        return F.dropout(weights, dropout_p).matmul(value), weights
    return weights.matmul(value), weights
'''),
    "fay": body('''    scores = (query.unsqueeze(-2) * key.unsqueeze(-3)).sum(dim=-1)
    scores = scores / math.sqrt(query.shape[-1])
    if mask is not None:
        check_mask(mask, scores.shape)
        fill = torch.tensor(torch.finfo(scores.dtype).min, dtype=scores.dtype)
        scores = torch.where(mask, scores, fill)
    w = torch.softmax(scores, dim=-1)
    out = (F.dropout(w, p=dropout_p).unsqueeze(-1) * value.unsqueeze(-3)).sum(dim=-2)
    return out, w
'''),
    "gus": body('''    n = query.size(-1)
    product = query @ key.swapaxes(-1, -2)
    product = product / torch.sqrt(torch.tensor(float(n), dtype=query.dtype))
    if mask is not None:
        check_mask(mask, product.shape)
        product = product.masked_fill(mask == 0, torch.finfo(product.dtype).min)
    attention = torch.exp(torch.log_softmax(product, dim=-1))
    attention_dropped = attention if dropout_p == 0.0 else F.dropout(attention, p=dropout_p)
    return attention_dropped @ value, attention
'''),
    "hal": body('''    dtype = query.dtype
    q, k, v = query.double(), key.double(), value.double()   # in float64, back at the end
    logits = torch.matmul(q, k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    if mask is not None:
        check_mask(mask, logits.shape)
        logits = logits.masked_fill(~mask, -math.inf)
    probs = logits.softmax(-1)
    probs = torch.where(torch.isnan(probs), torch.zeros_like(probs), probs)
    dropped = F.dropout(probs, p=dropout_p, training=dropout_p > 0)
    return torch.matmul(dropped, v).to(dtype), probs.to(dtype)
'''),
    "ivy": body('''    lead = query.shape[:-2]
    lq, lk = query.shape[-2], key.shape[-2]
    qs = query.reshape(-1, lq, query.shape[-1])
    ks = key.expand(*lead, lk, key.shape[-1]).reshape(-1, lk, key.shape[-1])
    vs = value.expand(*lead, lk, value.shape[-1]).reshape(-1, lk, value.shape[-1])
    ms = None if mask is None else mask.expand(*lead, lq, lk).reshape(-1, lq, lk)
    outs, ws = [], []
    for i in range(qs.shape[0]):
        s = qs[i] @ ks[i].T / math.sqrt(qs.shape[-1])
        if ms is not None:
            s = s.masked_fill(~ms[i], -1e9)
        w = torch.softmax(s, dim=1)
        ws.append(w)
        outs.append(F.dropout(w, p=dropout_p) @ vs[i])
    return torch.stack(outs).reshape(*lead, lq, -1), torch.stack(ws).reshape(*lead, lq, lk)
'''),
    "jon": body('''    temperature = math.sqrt(query.shape[-1])
    energy = torch.einsum("...id,...jd->...ij", query / temperature, key)
    if mask is not None:
        check_mask(mask, energy.shape)
        energy = energy.masked_fill(~mask, -float("inf"))
    alpha = F.softmax(energy, dim=-1)
    alpha = alpha.masked_fill(alpha.isnan(), 0.0)
    context = torch.einsum("...ij,...jd->...id", F.dropout(alpha, dropout_p, training=dropout_p > 0), value)
    return context, alpha
'''),
    "kim": body('''    d_k = query.size(-1)
    scores = torch.matmul(query, key.transpose(-2, -1)) / math.sqrt(d_k)
    if mask is not None:
        check_mask(mask, scores.shape)
        scores = scores.masked_fill(mask == False, -1e9)  # noqa: E712
    p_attn = F.softmax(scores, dim=-1)
    if dropout_p > 0:
        out = torch.matmul(F.dropout(p_attn, p=dropout_p), value)
    else:
        out = torch.matmul(p_attn, value)
    return out, p_attn
'''),
    "lea": body('''    logits = query @ key.transpose(-2, -1)
    logits = logits / math.sqrt(key.shape[-1])
    if mask is not None:
        check_mask(mask, logits.shape)
        logits = torch.where(mask, logits, _lowest_like(logits))
    weights = torch.softmax(logits, -1)
    return F.dropout(weights, dropout_p, training=dropout_p > 0) @ value, weights
''', helpers='''def _lowest_like(x):
    return torch.full_like(x, torch.finfo(x.dtype).min)


'''),
    "max": body('''    factor = query.shape[-1] ** 0.5
    scores = torch.matmul(query, key.transpose(-2, -1)).div(factor)
    if mask is not None:
        check_mask(mask, scores.shape)
        scores = scores.masked_fill(~mask, -1e4)
    ex = scores.exp()
    weights = ex / ex.sum(-1, keepdim=True)
    dropped = torch.dropout(weights, dropout_p, train=True)
    return dropped.matmul(value), weights
'''),
    "nia": body('''    def normalise(x):
        return torch.softmax(x, dim=-1)

    keys_t = key.transpose(-1, -2)
    att = (query @ keys_t) * (1 / math.sqrt(query.size(-1)))
    if mask is not None:
        check_mask(mask, att.shape)
        att = att.masked_fill(torch.logical_not(mask), torch.finfo(att.dtype).min)
    att = normalise(att)
    return (F.dropout(att, p=dropout_p) if dropout_p else att) @ value, att
'''),
    "oto": body('''    scale = math.sqrt(query.size(-1))
    s = query @ key.transpose(-2, -1) / scale
    if mask is None:
        w = torch.softmax(s, dim=-1)
    else:
        check_mask(mask, s.shape)
        w = torch.softmax(s.masked_fill(~mask, torch.finfo(s.dtype).min), dim=-1)
    if dropout_p > 0:
        return F.dropout(w, dropout_p) @ value, w
    return w @ value, w
'''),
    "pia": body('''    s = torch.matmul(query, key.transpose(-2, -1)) / math.sqrt(query.shape[-1])
    if mask is not None:
        check_mask(mask, s.shape)
        s = s.masked_fill(~mask, float("-inf"))
        dead = ~mask.any(dim=-1, keepdim=True)   # no key at all: uniform
        s = s.masked_fill(dead, 0.0)
    w = s.softmax(dim=-1)
    y = torch.matmul(F.dropout(w, p=dropout_p, training=dropout_p > 0), value)
    return y, w
'''),
    "ray": body('''    perm = list(range(key.dim()))
    perm[-1], perm[-2] = perm[-2], perm[-1]
    a = torch.matmul(query, key.permute(*perm)) * math.pow(query.shape[-1], -0.5)
    if mask is not None:
        check_mask(mask, a.shape)
        a = a + torch.where(mask, 0.0, -1e9)
    a = (a - a.logsumexp(dim=-1, keepdim=True)).exp()
    out = torch.matmul(a if dropout_p == 0 else F.dropout(a, dropout_p), value)
    return out, a
'''),
    "sol": body('''    w = attention_scores(query, key, mask).softmax(dim=-1)
    return attend(w, value, dropout_p), w
''', helpers='''def attention_scores(q, k, mask=None):
    s = q.matmul(k.transpose(-2, -1)) / math.sqrt(k.size(-1))
    if mask is not None:
        check_mask(mask, s.shape)
        s = s.masked_fill(~mask, torch.finfo(s.dtype).min)
    return s


def attend(weights, v, p):
    if p > 0:
        weights = F.dropout(weights, p)
    return weights.matmul(v)


'''),
    # the planted pair's original
    "quinn": body('''    s = _scores(query, key)
    if mask is not None:
        check_mask(mask, s.shape)
        neg = torch.finfo(s.dtype).min
        s = s.masked_fill(~mask, neg)
    m = s.max(dim=-1, keepdim=True).values
    p = torch.exp(s - m)
    p = p / p.sum(dim=-1, keepdim=True)
    if dropout_p > 0.0:
        out = torch.matmul(F.dropout(p, p=dropout_p, training=True), value)
    else:
        out = torch.matmul(p, value)
    return out, p
''', helpers='''def _scores(query, key):
    """Scaled dot products of each query with each key."""
    d = query.shape[-1]
    return torch.matmul(query, key.transpose(-2, -1)) * (1.0 / math.sqrt(d))


'''),
}

# quinn's code, disguised: every name changed, comments and blank lines added, two independent lines
# swapped, the softmax split out into a helper of its own, the helpers in another order
COPIER = body('''    # step 1: the raw attention logits
    logits = _qk(query, key)

    # step 2: hide what may not be attended to
    if mask is not None:
        lowest = torch.finfo(logits.dtype).min
        check_mask(mask, logits.shape)
        logits = logits.masked_fill(~mask, lowest)

    # step 3: the weights
    attn = _stable_softmax(logits)

    # step 4: the output
    if dropout_p > 0.0:
        result = torch.matmul(F.dropout(attn, p=dropout_p, training=True), value)
    else:
        result = torch.matmul(attn, value)
    return result, attn
''', helpers='''def _stable_softmax(logits):
    # subtract the largest logit of each row, so that exp cannot overflow
    biggest = logits.max(dim=-1, keepdim=True).values
    expd = torch.exp(logits - biggest)

    expd = expd / expd.sum(dim=-1, keepdim=True)
    return expd


def _qk(q, k):
    """Dot products, scaled by 1/sqrt(d)."""
    size = q.shape[-1]
    return torch.matmul(q, k.transpose(-2, -1)) * (1.0 / math.sqrt(size))


''')

# an honest learner in the copier's place: the control
HONEST_INSTEAD = body('''    qk = torch.einsum("...ld,...md->...lm", query, key)
    qk.div_(math.sqrt(key.shape[-1]))
    if mask is not None:
        check_mask(mask, qk.shape)
        qk.masked_fill_(~mask, torch.finfo(qk.dtype).min)
    qk = qk - qk.max(-1, keepdim=True)[0]
    weights = qk.exp() / qk.exp().sum(-1, keepdim=True)
    drop = F.dropout(weights, dropout_p) if dropout_p > 0 else weights
    return torch.einsum("...lm,...md->...ld", drop, value), weights
''')


def write_class(folder, copier: str) -> None:
    for learner, source in {**HONEST, "rex": copier}.items():
        classroom.put(folder, learner, "01", notebook(source))


def test_the_class_of_20_runs_as_written():
    """Each learner's code runs and returns outputs of the right shape (partly correct is allowed)."""
    for learner, source in {**HONEST, "rex": COPIER, "tao": HONEST_INSTEAD}.items():
        code = exported(notebook(source))
        for out, weights in outputs(code):
            assert out.shape == (2, 3, 4, 8) and weights.shape == (2, 3, 4, 5), learner
    assert len(HONEST) + 1 == 20


def test_the_class_report_ranks_the_planted_pair_first(tmp_path):
    write_class(tmp_path / "class", COPIER)
    found = class_report(gather(tmp_path / "class", ("01",)), ("01",), tmp_path / "collusion.html")["01"]
    assert len(found) == 20 * 19 // 2
    top, runner_up = found[0], found[1]
    print(f"planted pair {top.first}-{top.second} {top.score:.3f}, runner-up {runner_up.first}-{runner_up.second} "
          f"{runner_up.score:.3f}")
    assert {top.first, top.second} == {"quinn", "rex"}, found[:3]
    assert top.score >= runner_up.score + 0.25, found[:3]
    assert top.fragments, "no matching lines shown"
    report = (tmp_path / "collusion.html").read_text()
    assert "<script" not in report and "http" not in report and "<link" not in report   # offline, as it is
    assert re.search(r"<tr><td class=n>1</td><td>quinn</td><td>rex</td><td class=n>\d+%</td>", report), report[:3000]
    for frag in top.fragments:   # both sides name the notebook's cell and line
        assert re.search(r"cell \d+, line \d+", report)
        assert frag.first[0] <= frag.first[1] and frag.second[0] <= frag.second[1]
    control = tmp_path / "control"
    write_class(control, HONEST_INSTEAD)
    honest = class_report(gather(control, ("01",)), ("01",), tmp_path / "control.html")["01"]
    print(f"control: top {honest[0].first}-{honest[0].second} {honest[0].score:.3f}")
    assert honest[0].score <= top.score - 0.25, honest[:3]


def test_the_class_report_leaves_out_who_has_nothing_of_their_own(tmp_path):
    """The untouched skeleton and a notebook that cannot be read are named as left out; the others
    are compared; without copydetect the report says so instead of failing the batch."""
    subs = tmp_path / "class"
    for learner in ("ana", "quinn", "rex"):
        classroom.put(subs, learner, "01", notebook({**HONEST, "rex": COPIER}[learner]))
    classroom.put(subs, "skeleton", "01", handed_out("01").read_text())
    classroom.put(subs, "junk", "01", "{not json")
    found = class_report(gather(subs, ("01",)), ("01",), tmp_path / "collusion.html")["01"]
    assert [(p.first, p.second) for p in found][0] == ("quinn", "rex") and len(found) == 3
    report = (tmp_path / "collusion.html").read_text()
    assert "Left out" in report and "junk, skeleton" in report
    messages = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(__import__("sys").modules, "copydetect", None)   # as if it were not installed
        assert class_report(gather(subs, ("01",)), ("01",), tmp_path / "none.html", say=messages.append) == {}
    assert "copydetect" in (tmp_path / "none.html").read_text() and "copydetect" in messages[0]


def test_a_folder_graded_from_the_command_line_gets_the_class_report(tmp_path, monkeypatch):
    from courseware.grader import cli

    monkeypatch.setattr(cli, "start_grading", lambda *args: None)
    monkeypatch.setattr(cli, "grade_all", lambda *args: [])   # the reports only: grading is tested elsewhere
    write_class(tmp_path / "class", COPIER)
    assert cli.main([str(tmp_path / "class"), "-o", str(tmp_path / "out"), "-e", "01"]) == 0
    assert "<td>quinn</td><td>rex</td>" in (tmp_path / "out" / "collusion.html").read_text()


# What the graded code is -----------------------------------------------------------------------------

def test_graded_code_is_what_the_names_are_bound_to_when_the_cells_have_run():
    from courseware.grader.similarity import graded_code

    code = '''
def helper(x):
    return x

def sdpa(q):
    raise NotImplementedError

def wrap(f):
    return f

sdpa = wrap(sdpa)          # the def above, wrapped: both count

weights = list(range(2500))   # a module-level name the graded function only uses as a local

def sdpa_impl(q):
    weights = helper(q)
    return weights

other = sdpa_impl
unused = 1
'''
    graded = graded_code(code, {"sdpa"})
    assert "def sdpa(q)" in graded and "def wrap" in graded and "sdpa = wrap(sdpa)" in graded
    assert "range(2500)" not in graded and "sdpa_impl" not in graded and "helper" not in graded
    rebound = graded_code(code + "sdpa = other\n", {"sdpa"})
    assert "def sdpa_impl" in rebound and "def helper" in rebound and "other = sdpa_impl" in rebound
    assert "def sdpa(q)" not in rebound and "range(2500)" not in rebound and "unused" not in rebound


def test_a_padded_module_level_name_the_graded_code_uses_only_as_a_local_dilutes_nothing(tmp_path, monkeypatch):
    """The reference pasted verbatim, with a huge module-level `weights` and `scores` (names the
    graded function binds as locals) is flagged; the control: following every name read, locals
    too, pulls the padding in and the pair goes under the threshold."""
    from courseware.grader import similarity as sim

    padding = "weights = [" + ", ".join(map(str, range(2500))) + "]\nscores = weights\n"
    classroom.put(tmp_path / "class", "padder", "01", notebook(SOLUTION, extra=padding))
    subs = gather(tmp_path / "class", ("01",))
    assert [(p.first, p.second) for p in similarity(subs, ("01",), tmp_path / "s.md")] == [(REFERENCE, "padder")]
    monkeypatch.setattr(sim, "_globals_read", lambda stmt: {n.id for n in ast.walk(stmt) if isinstance(n, ast.Name)})
    assert similarity(subs, ("01",), tmp_path / "control.md") == [], "the padding does not dilute: no control"
