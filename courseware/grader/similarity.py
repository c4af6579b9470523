"""Similar submissions: pairs whose own code is nearly the same, for a person to look at (hand-written).

For each exercise, each learner's contribution is compared with every other's and with the
reference solution's. The contribution is the learner's graded code less the skeleton's. The
graded code (`graded_code`) is what the graded names (the functions and classes the skeleton hands
out) are bound to at the end of the exported cells, as when the cells run (a later `def name` or
`name = other` rebinds one), and, transitively, every top-level statement of the learner's that
those use by name (a helper the graded function calls, the function a graded name was rebound to).
Three measures: the tokens as written; the same with identifiers alpha-renamed (a copy whose
variables were renamed); and the normalised code (`normalised`), which sees through mechanical
rewrites: helpers inlined, single-use temporaries inlined, `torch.f(x, ...)` read as `x.f(...)`,
operands of commutative operators sorted. A pair at or above the threshold by any measure goes to
similarity.md, with the measure that flagged it. Code no graded name reaches (a long list in
another cell) dilutes nothing. The class report between learners is collusion.py's.
"""

from __future__ import annotations

import ast
import bisect
import builtins
import copy
import difflib
import io
import keyword
import tokenize
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

from ..atomic import atomic_write
from .gather import handed_out
from .records import Submission
from .submission import SubmissionError, _parse, exported_cells

MAX_TOKENS = 3000   # of a notebook's exported code compared (a solution has 250 to 900): difflib is quadratic
_KEEP = frozenset(keyword.kwlist) | frozenset(keyword.softkwlist) | frozenset(dir(builtins))


def _typed_tokens(code: str) -> list[tuple[int, str]]:
    """(type, text) of the code's tokens, comments and layout left out."""
    out = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(code).readline):
            if tok.type not in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT,
                                tokenize.DEDENT, tokenize.ENDMARKER):
                out.append((tok.type, tok.string))
    except Exception:  # code that does not tokenize (tokenize.TokenError, IndentationError, ...): its words
        out = [(tokenize.NAME if word.isidentifier() else tokenize.OP, word) for word in code.split()]
    return out


def _tokens(code: str) -> list[str]:
    return [text for _, text in _typed_tokens(code)]


def _renamed(tokens: list[tuple[int, str]]) -> list[str]:
    """The tokens with identifiers alpha-renamed: each distinct name that is not a keyword, a builtin,
    an attribute (after a '.': the library's API, `.softmax`, `.masked_fill`) or a keyword argument
    (`dim=` in a call) becomes the order of its first appearance, so a copy whose variables were
    renamed compares as the same code."""
    names: dict[str, str] = {}
    out, depth = [], 0
    for i, (kind, text) in enumerate(tokens):
        if kind == tokenize.OP and text in ("(", "[", "{"):
            depth += 1
        elif kind == tokenize.OP and text in (")", "]", "}"):
            depth = max(0, depth - 1)
        keyword_argument = depth > 0 and i + 1 < len(tokens) and tokens[i + 1][1] == "="
        if (kind == tokenize.NAME and text not in _KEEP and not keyword_argument
                and not (i > 0 and tokens[i - 1][1] == ".")):
            out.append(names.setdefault(text, f"\0id{len(names)}"))
        else:
            out.append(text)
    return out


DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
_SCOPES = (*DEFINITIONS, ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


def defined_names(code: str) -> set[str]:
    """The functions and classes `code` defines at its top level (the skeleton's: what is graded)."""
    tree = _parse(code)
    return {n.name for n in tree.body if isinstance(n, DEFINITIONS)} if tree is not None else set()


# The graded code: what the graded names are bound to at the end, and what that uses ---------------

def _binds(stmt: ast.stmt) -> Iterator[str]:
    """The module-level names a top-level statement binds: a def or class, assignment targets, `for`
    and `with` targets, imports, and what the blocks of an `if`, `try`, `with`... bind."""
    if isinstance(stmt, DEFINITIONS):
        yield stmt.name
        return
    if isinstance(stmt, (ast.Import, ast.ImportFrom)):
        for alias in stmt.names:
            if alias.name != "*":
                yield (alias.asname or alias.name).split(".")[0]
        return
    stack: list[ast.AST] = [stmt]
    while stack:
        node = stack.pop()
        for child in ast.iter_child_nodes(node):
            if isinstance(child, DEFINITIONS):
                yield child.name
            elif isinstance(child, (ast.Import, ast.ImportFrom)):
                yield from _binds(child)
            elif isinstance(child, ast.Name) and isinstance(child.ctx, ast.Store):
                yield child.id
            elif not isinstance(child, _SCOPES):
                stack.append(child)


def _assigned(body: list[ast.AST]) -> set[str]:
    """The names a scope's own statements bind (not those of the scopes nested in it), less those it
    declares `global`."""
    found, declared, stack = set(), set(), list(body)
    while stack:
        node = stack.pop()
        if isinstance(node, DEFINITIONS):
            found.add(node.name)
            stack += [*node.decorator_list, *(getattr(node, "bases", ()))]
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.update(_binds(node))
        elif isinstance(node, ast.Global):
            declared.update(node.names)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            found.add(node.id)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            found.add(node.name)
        if not isinstance(node, _SCOPES):
            stack.extend(ast.iter_child_nodes(node))
    return found - declared


def _globals_read(node: ast.AST, local: frozenset[str] = frozenset()) -> set[str]:
    """The module-level names `node` reads: its names less those a function, lambda or comprehension
    around the read binds (a function's local `weights` is not the module's `weights`)."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
        args = node.args
        params = {a.arg for a in (*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg) if a}
        outside = [*getattr(node, "decorator_list", ()), *args.defaults, *(d for d in args.kw_defaults if d)]
        body = node.body if isinstance(node.body, list) else [node.body]
        inside = local | params | _assigned(body)
        return set().union(*(_globals_read(n, local) for n in outside), *(_globals_read(n, inside) for n in body))
    if isinstance(node, ast.ClassDef):   # its body's names are not its methods'
        outside = [*node.decorator_list, *node.bases, *(k.value for k in node.keywords)]
        own = local | _assigned(node.body)
        return set().union(*(_globals_read(n, local) for n in outside),
                           *(_globals_read(n, local if isinstance(n, DEFINITIONS) else own) for n in node.body))
    if isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
        targets = {n.id for g in node.generators for n in ast.walk(g.target) if isinstance(n, ast.Name)}
        return set().union(*(_globals_read(n, local | targets) for n in ast.iter_child_nodes(node)))
    if isinstance(node, ast.Name):
        return {node.id} if isinstance(node.ctx, ast.Load) and node.id not in local else set()
    return set().union(*(_globals_read(n, local) for n in ast.iter_child_nodes(node)))


def _uses(stmt: ast.stmt) -> set[str]:
    """The module-level names a statement reads (function bodies included, their locals not), and its
    strings that are identifiers (`globals()["helper"]`, `getattr(module, "helper")`)."""
    strings = {n.value for n in ast.walk(stmt) if isinstance(n, ast.Constant) and isinstance(n.value, str)
               and n.value.isidentifier()}
    try:
        return _globals_read(stmt) | strings
    except RecursionError:   # an expression nested thousands deep: every name it reads, locals too
        return {n.id for n in ast.walk(stmt) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)} | strings


def _start(stmt: ast.stmt) -> int:
    """The first line of a top-level statement, its decorators included."""
    return min([stmt.lineno, *(d.lineno for d in getattr(stmt, "decorator_list", ()))])


def graded_statements(tree: ast.Module, names: set[str]) -> list[ast.stmt]:
    """The top-level statements of `tree` that make the graded `names`, in order: the statement that
    binds each name last (a def, a class, an assignment, a block that holds one), then, transitively,
    the last binding of each name those statements read (a function's body runs after every cell:
    the final binding; an assignment runs where it stands: the binding before it). Imports are not
    followed (the library's code is not the learner's)."""
    bindings: dict[str, list[int]] = {}
    for i, stmt in enumerate(tree.body):
        for name in dict.fromkeys(_binds(stmt)):
            bindings.setdefault(name, []).append(i)

    def bound(name: str, before: int | None) -> int | None:
        where = bindings.get(name)
        if not where:
            return None
        if before is not None:
            k = bisect.bisect_left(where, before)
            if k:
                return where[k - 1]
        return where[-1]

    todo = [i for i in (bound(n, None) for n in sorted(names)) if i is not None]
    chosen: set[int] = set()
    while todo:
        i = todo.pop()
        stmt = tree.body[i]
        if i in chosen or isinstance(stmt, (ast.Import, ast.ImportFrom)):
            continue
        chosen.add(i)
        deferred = isinstance(stmt, DEFINITIONS)   # its body runs later, when every cell has run
        own = set(_binds(stmt))
        for name in _uses(stmt):
            if deferred and name in own:
                continue   # a recursive call, a method's own class
            j = bound(name, None if deferred else i)
            if j is not None and j not in chosen:
                todo.append(j)
    return [tree.body[i] for i in sorted(chosen)]


def source_lines(code: str) -> list[str]:
    """The lines of `code` as Python numbers them (`\\r\\n`, `\\r` and `\\n` end one; a form feed does
    not, unlike str.splitlines), without their ends."""
    return code.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def graded_lines(code: str, names: set[str]) -> list[int]:
    """The lines (1-based, `source_lines`) of `code` that `graded_statements` spans, in order; every
    line if `code` does not parse."""
    tree = _parse(code)
    total = len(source_lines(code))
    if tree is None:
        return list(range(1, total + 1))
    lines: set[int] = set()
    for stmt in graded_statements(tree, names):
        lines.update(range(_start(stmt), (stmt.end_lineno or stmt.lineno) + 1))
    return sorted(n for n in lines if n <= total)


def graded_code(code: str, names: set[str]) -> str:
    """The source of the statements that make the graded `names` (`graded_statements`), in order; the
    whole code if it does not parse."""
    lines = source_lines(code)   # once: ast.get_source_segment splits the whole code at every call
    return "".join(lines[n - 1] + "\n" for n in graded_lines(code, names))


# The normalised code: what a mechanical rewrite does not change ----------------------------------

_COMMUTATIVE = (ast.Add, ast.Mult, ast.BitAnd, ast.BitOr, ast.BitXor)
_SYMMETRIC = (ast.Eq, ast.NotEq, ast.Is, ast.IsNot)
INLINE_BUDGET = 40   # helper calls inlined into one function at most (a recursive helper stops there)
MAX_NODES = 12_000   # of the graded code normalised (a solution's has 300 to 3,700): beyond, it compares as written


def _statement_lists(node: ast.AST) -> Iterator[list[ast.stmt]]:
    """Every list of statements of a function or block, nested blocks included, nested functions and
    classes not."""
    for field in ("body", "orelse", "finalbody"):
        stmts = getattr(node, field, None)
        if isinstance(stmts, list) and stmts and isinstance(stmts[0], ast.stmt):
            yield stmts
            for stmt in stmts:
                if not isinstance(stmt, DEFINITIONS):
                    yield from _statement_lists(stmt)
    for handler in getattr(node, "handlers", ()):
        yield from _statement_lists(handler)
    for case in getattr(node, "cases", ()):
        yield from _statement_lists(case)


def _own_expressions(stmt: ast.stmt) -> Iterator[ast.AST]:
    """The nodes of a statement outside its nested blocks and nested scopes, in evaluation order
    (roughly: depth first, in field order)."""
    for field, value in ast.iter_fields(stmt):
        if field in ("body", "orelse", "finalbody", "handlers", "cases", "decorator_list"):
            continue
        for child in value if isinstance(value, list) else [value]:
            if isinstance(child, ast.AST):
                yield from _preorder(child)


def _preorder(node: ast.AST) -> Iterator[ast.AST]:
    yield node
    if not isinstance(node, _SCOPES):
        for child in ast.iter_child_nodes(node):
            yield from _preorder(child)


class _Replace(ast.NodeTransformer):
    """Replaces one node (by identity) with another."""

    def __init__(self, old: ast.AST, new: ast.AST):
        self.old, self.new = old, new

    def visit(self, node):
        return self.new if node is self.old else self.generic_visit(node)


class _Rename(ast.NodeTransformer):
    """Names (and parameters) renamed, or read names replaced by an expression."""

    def __init__(self, names: dict[str, str], values: dict[str, ast.expr] | None = None):
        self.names, self.values = names, values or {}

    def visit_Name(self, node):
        if isinstance(node.ctx, ast.Load) and node.id in self.values:
            return copy.deepcopy(self.values[node.id])
        if node.id in self.names:
            node.id = self.names[node.id]
        return node

    def visit_arg(self, node):
        if node.arg in self.names:
            node.arg = self.names[node.arg]
        node.annotation = None
        return node


def _body(fn: ast.AST) -> list[ast.stmt]:
    """A function's or class's statements without its docstring."""
    body = fn.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
            and isinstance(body[0].value.value, str):
        body = body[1:]
    return body


def _inlinable(fn: ast.AST) -> bool:
    """A function whose body ends with its only `return <value>`, without *args or **kwargs: a call
    of it can be replaced by its statements and that value."""
    if not isinstance(fn, ast.FunctionDef) or fn.args.vararg or fn.args.kwarg:
        return False
    body = _body(fn)
    if not body or not isinstance(body[-1], ast.Return) or body[-1].value is None:
        return False
    return not any(isinstance(node, (ast.Return, ast.Yield, ast.YieldFrom, ast.Global, ast.Nonlocal))
                   for stmt in body[:-1] for node in _preorder(stmt))


def _stored(nodes: list[ast.stmt]) -> set[str]:
    return {n.id for stmt in nodes for n in ast.walk(stmt) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}


def _inlined(call: ast.Call, fn: ast.FunctionDef, tag: str) -> tuple[list[ast.stmt], ast.expr] | None:
    """The statements and the value that replace `call` of `fn`; None if its arguments do not bind
    to the parameters plainly (a *args or **kwargs in the call, an argument missing)."""
    if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
        return None
    positional = [*fn.args.posonlyargs, *fn.args.args]
    if len(call.args) > len(positional):
        return None
    bound: dict[str, ast.expr] = {p.arg: a for p, a in zip(positional, call.args, strict=False)}
    bound.update((k.arg, k.value) for k in call.keywords)
    defaults = dict(zip([p.arg for p in positional][len(positional) - len(fn.args.defaults):], fn.args.defaults,
                        strict=True))
    defaults.update((p.arg, d) for p, d in zip(fn.args.kwonlyargs, fn.args.kw_defaults, strict=True) if d is not None)
    params = [p.arg for p in (*positional, *fn.args.kwonlyargs)]
    for p in params:
        if p not in bound:
            if p not in defaults:
                return None
            bound[p] = defaults[p]
    body = copy.deepcopy(_body(fn))
    stored = _stored(body)
    values = {p: v for p, v in bound.items() if p not in stored and isinstance(v, (ast.Name, ast.Constant))}
    names = {n: f"{tag}{n}" for n in (stored | set(params)) - set(values)}
    rename = _Rename(names, values)
    pre: list[ast.stmt] = [ast.Assign(targets=[ast.Name(id=names[p], ctx=ast.Store())], value=copy.deepcopy(bound[p]))
                           for p in params if p not in values]
    body = [rename.visit(stmt) for stmt in body]
    return pre + body[:-1], body[-1].value


def _inline_helpers(fn: ast.AST, helpers: dict[str, ast.FunctionDef]) -> None:
    """Calls of the learner's helpers in `fn`'s body replaced by the helpers' statements and value."""
    for n in range(INLINE_BUDGET):
        if not _inline_one(fn, helpers, f"_inl{n}_"):
            return


def _inline_one(fn: ast.AST, helpers: dict[str, ast.FunctionDef], tag: str) -> bool:
    """The first call of a helper in `fn` that can be inlined, inlined; False if there is none."""
    for stmts in _statement_lists(fn):
        for i, stmt in enumerate(stmts):
            for call in [node for node in _own_expressions(stmt) if isinstance(node, ast.Call)
                         and isinstance(node.func, ast.Name) and node.func.id in helpers]:
                found = _inlined(call, helpers[call.func.id], tag)
                if found:
                    pre, value = found
                    stmts[i:i + 1] = [*pre, _Replace(call, value).visit(stmt)]
                    return True
    return False


def _free(fn: ast.AST) -> set[str]:
    """The names `fn` reads that are not its parameters or locals (modules, globals)."""
    local = _stored(fn.body) | {a.arg for a in ast.walk(fn.args) if isinstance(a, ast.arg)}
    return {n.id for n in ast.walk(fn) if isinstance(n, ast.Name) and n.id not in local}


class _Canonical(ast.NodeTransformer):
    """Each expression in one form: `x += y` as `x = x + y`, `torch.f(x, ...)` (any module's function,
    `F.softmax`, `math.sqrt`) as `x.f(...)`, `x.matmul(y)` as `x @ y`, `a, b = x, y` as two
    assignments, no annotations, no docstrings or `pass`."""

    def __init__(self, modules: set[str]):
        self.modules = modules

    def _root(self, node: ast.expr) -> str | None:
        while isinstance(node, ast.Attribute):
            node = node.value
        return node.id if isinstance(node, ast.Name) else None

    def visit_Call(self, node):
        self.generic_visit(node)
        func = node.func
        if (isinstance(func, ast.Attribute) and self._root(func.value) in self.modules and node.args
                and not isinstance(node.args[0], ast.Starred)):
            node = ast.Call(func=ast.Attribute(value=node.args[0], attr=func.attr, ctx=ast.Load()),
                            args=node.args[1:], keywords=node.keywords)
            func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "matmul" and len(node.args) == 1 and not node.keywords:
            return ast.BinOp(left=func.value, op=ast.MatMult(), right=node.args[0])
        return node

    def visit_AugAssign(self, node):
        self.generic_visit(node)
        if isinstance(node.target, ast.Name):
            return ast.Assign(targets=[ast.Name(id=node.target.id, ctx=ast.Store())],
                              value=ast.BinOp(left=ast.Name(id=node.target.id, ctx=ast.Load()), op=node.op,
                                              right=node.value))
        return node

    def visit_AnnAssign(self, node):
        self.generic_visit(node)
        return ast.Assign(targets=[node.target], value=node.value) if node.value is not None else None

    def visit_Assign(self, node):
        self.generic_visit(node)
        target, value = node.targets[0], node.value
        if (len(node.targets) == 1 and isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple)
                and len(target.elts) == len(value.elts) and all(isinstance(t, ast.Name) for t in target.elts)
                and not ({t.id for t in target.elts} & {n.id for n in ast.walk(value) if isinstance(n, ast.Name)})):
            return [ast.Assign(targets=[t], value=v) for t, v in zip(target.elts, value.elts, strict=True)]
        return node

    def visit_Expr(self, node):
        return None if isinstance(node.value, ast.Constant) else self.generic_visit(node)

    def visit_Pass(self, node):
        return None

    def visit_FunctionDef(self, node):
        node.returns = None
        return self.generic_visit(node)

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_arg(self, node):
        node.annotation = None
        return node

    def generic_visit(self, node):
        super().generic_visit(node)
        for field in ("body", "orelse", "finalbody"):
            value = getattr(node, field, None)
            if field == "body" and isinstance(value, list) and not value:
                setattr(node, field, [ast.Pass()])   # a block left empty
        return node


class _Substitute(ast.NodeTransformer):
    """Read names replaced by their values: a single-use value moved (it is read once), a name copied."""

    def __init__(self, values: dict[str, ast.expr]):
        self.values = values

    def visit_Name(self, node):
        if isinstance(node.ctx, ast.Load) and node.id in self.values:
            value = self.values[node.id]
            return ast.Name(id=value.id, ctx=ast.Load()) if isinstance(value, ast.Name) else value
        return node


def _inline_temporaries(fn: ast.AST) -> None:
    """A local assigned once and read once, in a later statement of the same block, replaced by its
    value there (`d = q.size(-1); s = x / d` reads as `s = x / q.size(-1)`); a copy of a name assigned
    once (`w = weights`) replaced by that name; one assigned a name or a constant and never read,
    dropped. Each pass is linear in the function's size; a few passes, until nothing changes."""
    params = {a.arg for a in ast.walk(fn.args) if isinstance(a, ast.arg)}
    for _ in range(4):
        stores = Counter(n.id for n in ast.walk(fn) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store))
        reads: dict[str, list[tuple[int, int]]] = {}   # name -> (block, statement) of each read, in every block
        blocks = list(_statement_lists(fn))
        for b, stmts in enumerate(blocks):
            for i, stmt in enumerate(stmts):
                for n in ast.walk(stmt):
                    if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load):
                        reads.setdefault(n.id, []).append((b, i))
        total = Counter(n.id for n in ast.walk(fn) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load))
        in_fstrings = {n.id for f in ast.walk(fn) if isinstance(f, ast.JoinedStr) for n in ast.walk(f)
                       if isinstance(n, ast.Name)}   # left there: ast.unparse of 3.11 refuses some values in one
        values: dict[str, ast.expr] = {}
        dropped: set[int] = set()
        substitute = _Substitute(values)
        for b, stmts in enumerate(blocks):
            for i, stmt in enumerate(stmts):
                if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
                        and isinstance(stmt.targets[0], ast.Name)):
                    continue
                name, value = stmt.targets[0].id, stmt.value
                if stores[name] != 1 or name in params or name in values or name in in_fstrings:
                    continue
                if total[name] == 0:
                    if isinstance(value, (ast.Name, ast.Constant)):
                        dropped.add(id(stmt))
                    continue
                if sum(1 for where in reads.get(name, ()) if where[0] == b and where[1] > i) != total[name]:
                    continue   # read before, or outside this block
                copy_of_name = (isinstance(value, ast.Name) and value.id != name
                                and stores[value.id] + (value.id in params) == 1)
                if total[name] == 1 or copy_of_name:
                    values[name] = substitute.visit(value)   # the earlier temporaries it reads, resolved
                    dropped.add(id(stmt))
        if not dropped:
            return
        for stmts in blocks:
            stmts[:] = [s for s in stmts if id(s) not in dropped] or [ast.Pass()]
        substitute.visit(fn)


def _locals_in_order(fn: ast.AST) -> None:
    """Parameters and locals renamed by where they are first defined (parameters in order, then
    assignment targets in statement order): independent of how the expressions read them."""
    names: dict[str, str] = {}
    for a in (*fn.args.posonlyargs, *fn.args.args, fn.args.vararg, *fn.args.kwonlyargs, fn.args.kwarg):
        if a is not None:
            names.setdefault(a.arg, f"_v{len(names)}")
    for stmts in _statement_lists(fn):
        for stmt in stmts:
            for node in _preorder(stmt) if not isinstance(stmt, DEFINITIONS) else ():
                if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                    names.setdefault(node.id, f"_v{len(names)}")
    _Rename(names).visit(fn)


class _Sorted(ast.NodeTransformer):
    """The operands of commutative operators and symmetric comparisons in one order (of their dumps)."""

    def visit_BinOp(self, node):
        self.generic_visit(node)
        if isinstance(node.op, _COMMUTATIVE) and ast.dump(node.right) < ast.dump(node.left):
            node.left, node.right = node.right, node.left
        return node

    def visit_Compare(self, node):
        self.generic_visit(node)
        if len(node.ops) == 1 and isinstance(node.ops[0], _SYMMETRIC) and \
                ast.dump(node.comparators[0]) < ast.dump(node.left):
            node.left, node.comparators = node.comparators[0], [node.left]
        return node

    def visit_BoolOp(self, node):
        self.generic_visit(node)
        node.values.sort(key=ast.dump)
        return node


def normalised(code: str, names: set[str]) -> str:
    """The graded code (`graded_code`'s) in a normal form, for the third measure: each graded name's
    definition under that name (a `name = other` rebinding followed, the assignment dropped), the
    learner's other functions inlined where they are called (and dropped when nothing else uses
    them), then in each function: docstrings, annotations, `pass` and constant statements dropped,
    `_Canonical`'s forms, single-use temporaries inlined, locals named by where they are defined, and
    commutative operands sorted. The code itself if it does not parse, is larger than MAX_NODES, or
    the normal form fails."""
    tree = _parse(code)
    if tree is None or sum(1 for _ in ast.walk(tree)) > MAX_NODES:
        return code
    try:
        tree = copy.deepcopy(tree)
        last: dict[str, ast.stmt] = {}
        for stmt in tree.body:
            for name in _binds(stmt):
                last[name] = stmt
        aliases, roots = [], set()
        for name in sorted(names):
            target, seen = name, set()
            while (isinstance(last.get(target), ast.Assign) and isinstance(last[target].value, ast.Name)
                   and target not in seen):
                seen.add(target)
                aliases.append(last[target])
                target = last[target].value.id
            if isinstance(last.get(target), DEFINITIONS):
                roots.add(target)
                if target != name:
                    last[target].name = name
                    roots.add(name)
        tree.body = [s for s in tree.body if not any(s is a for a in aliases)]
        top = {s.name: s for s in tree.body if isinstance(s, DEFINITIONS)}
        helpers = {n: s for n, s in top.items() if n not in roots and _inlinable(s)}
        functions = [s for s in tree.body if isinstance(s, FUNCTIONS)]
        functions += [m for c in tree.body if isinstance(c, ast.ClassDef) for m in c.body if isinstance(m, FUNCTIONS)]
        for fn in functions:
            if fn.name not in helpers:
                _inline_helpers(fn, helpers)
        used = {n.id for s in tree.body if not (isinstance(s, FUNCTIONS) and s.name in helpers)
                for n in ast.walk(s) if isinstance(n, ast.Name)}
        tree.body = [s for s in tree.body
                     if not (isinstance(s, FUNCTIONS) and s.name in helpers and s.name not in used)]
        modules = set()
        for fn in functions:
            modules |= _free(fn) - set(top)
        tree = _Canonical(modules).visit(tree)
        for fn in [s for s in tree.body if isinstance(s, FUNCTIONS)] + \
                [m for c in tree.body if isinstance(c, ast.ClassDef) for m in c.body if isinstance(m, FUNCTIONS)]:
            _inline_temporaries(fn)
            _locals_in_order(fn)
        tree = _Sorted().visit(tree)
        for node in tree.body:
            if isinstance(node, DEFINITIONS) and not node.body:
                node.body = [ast.Pass()]
        return ast.unparse(ast.fix_missing_locations(tree))
    except Exception:   # never the report's end (a RecursionError on deep code, say): as written
        return code


# Comparing ---------------------------------------------------------------------------------------

class Contribution(NamedTuple):
    """A learner's own code of one exercise, in the three forms compared."""

    written: list[str]          # the tokens of the graded code beyond the skeleton's, as written
    renamed: list[str]          # the same, identifiers alpha-renamed
    normal: list[str]           # the normalised graded code beyond the skeleton's, alpha-renamed

    @property
    def size(self) -> int:
        return len(self.written)


def _beyond(skeleton: list[str], tokens: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The tokens that are not the skeleton's: what a learner inserted or replaced."""
    matcher = difflib.SequenceMatcher(None, skeleton, [text for _, text in tokens], autojunk=False)
    return [tokens[j] for op, _, _, j1, j2 in matcher.get_opcodes() if op in ("insert", "replace")
            for j in range(j1, j2)]


class Skeleton(NamedTuple):
    """What the skeleton of an exercise hands out, in the forms contributions are taken from."""

    names: set[str]
    written: list[str]
    normal: list[str]


def skeleton_of(nb: Path) -> Skeleton:
    code = "\n".join(code for _, code in exported_cells(nb))
    names = defined_names(code)
    graded = graded_code(code, names)
    return Skeleton(names, _tokens(graded), _tokens(normalised(graded, names)))


def contribution(nb: Path, skeleton: Skeleton) -> Contribution:
    """The learner's own code, beyond the skeleton's (`graded_code`, three forms); empty for a
    notebook that cannot be read."""
    try:
        code = graded_code("\n".join(code for _, code in exported_cells(nb)), skeleton.names)
    except SubmissionError:
        return Contribution([], [], [])
    written = _beyond(skeleton.written, _typed_tokens(code)[:MAX_TOKENS])
    normal = _beyond(skeleton.normal, _typed_tokens(normalised(code, skeleton.names))[:MAX_TOKENS])
    return Contribution([text for _, text in written], _renamed(written), _renamed(normal))


def _ratio(a: list[str], b: list[str], threshold: float) -> float:
    """difflib's ratio of two token sequences; 0 when its cheap upper bounds are under `threshold`."""
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    if matcher.real_quick_ratio() < threshold or matcher.quick_ratio() < threshold:
        return 0.0
    return matcher.ratio()


class SimilarPair(NamedTuple):
    """Two submissions of one exercise (or one and the reference solution) found alike."""

    exercise: str
    first: str           # a learner, or "(reference solution)"
    second: str
    ratio: float         # the highest of the three measures, 0 to 1
    own_tokens: int      # the fewer of the two contributions' tokens
    measure: str         # which measure reached the threshold


def measures(a: Contribution, b: Contribution, threshold: float = 0.0) -> tuple[float, float, float]:
    """The three similarities of two contributions: as written, renamed, normalised (0 to 1; a measure
    under `threshold` may read 0)."""
    return (_ratio(a.written, b.written, threshold), _ratio(a.renamed, b.renamed, threshold),
            _ratio(a.normal, b.normal, threshold))


def _measure(as_written: float, alpha: float, normal: float, threshold: float) -> str:
    if as_written >= threshold and alpha >= threshold:
        return "as written and renamed"
    if as_written >= threshold:
        return "as written"
    if alpha >= threshold:
        return f"renamed identifiers (as written: {as_written:.0%})"
    return f"normalised code (as written: {as_written:.0%}, renamed: {alpha:.0%})"


def similarity(submissions: list[Submission], exercises, path: Path, threshold=0.9,
               min_tokens=20) -> list[SimilarPair]:
    """Flag pairs whose own code (beyond the skeleton) is nearly identical, and copies of the reference.
    Three measures: the token sequences as written, the same with identifiers alpha-renamed (a copy
    with its variables renamed), and the normalised code (a mechanical rewrite, a copy split into
    helpers); a pair is flagged when any reaches `threshold`."""
    flagged: list[SimilarPair] = []
    for ex in exercises:
        skel_nb, sol_nb = handed_out(ex), handed_out(ex, "solutions")
        if skel_nb is None or sol_nb is None:
            continue
        skeleton = skeleton_of(skel_nb)
        own = {"(reference solution)": contribution(sol_nb, skeleton)}
        for sub in submissions:
            if ex in sub.notebooks:
                try:
                    own[sub.learner] = contribution(sub.notebooks[ex], skeleton)
                except Exception:  # never the report's end: this notebook is left out of it
                    own[sub.learner] = Contribution([], [], [])
        learners = sorted(own)
        for i, a in enumerate(learners):
            for b in learners[i + 1:]:
                n = min(own[a].size, own[b].size)
                if n < min_tokens:
                    continue
                if max(measures(own[a], own[b], threshold)) >= threshold:
                    as_written, alpha, normal = measures(own[a], own[b])   # each in full, for the report
                    flagged.append(SimilarPair(ex, a, b, round(max(as_written, alpha, normal), 3), n,
                                               _measure(as_written, alpha, normal, threshold)))
    lines = ["# Similar submissions", "",
             f"Pairs whose graded code beyond the skeleton's is at least {threshold:.0%} the same (token sequences, "
             f"comments ignored, at least {min_tokens} tokens of their own). The graded code is what the functions "
             "and classes the skeleton hands out are bound to when the exported cells have run (a later definition "
             "or `name = other` counts), and every function, class or assignment of the learner's that it uses, "
             "however far (a copy moved into a helper counts); code nothing graded uses does not. Three measures: "
             "as written; with identifiers renamed (each variable, parameter or function name replaced by the order "
             "in which it first appears: a copy with its names changed); and normalised (helpers inlined where they "
             "are called, single-use variables inlined, `torch.f(x)` read as `x.f()`, operands of + and * sorted, "
             "docstrings and annotations dropped: a mechanical rewrite, a copy split into pieces). The measure "
             "column says which. Similar is not copied: short exercises have few ways to be right. Look before "
             "you decide. Pairs of learners ranked by shared fragments, with the lines side by side: "
             "collusion.html.", "",
             "| exercise | submission | similar to | similarity | own tokens | measure |", "|---|---|---|---|---|---|"]
    lines += [f"| {ex} | {a} | {b} | {r:.0%} | {n} | {m} |"
              for ex, a, b, r, n, m in sorted(flagged, key=lambda f: (-f.ratio, f[:5]))]
    if not flagged:
        lines.append("| | none | | | | |")
    atomic_write(path, "\n".join(lines) + "\n")
    return flagged
