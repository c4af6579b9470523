"""Library functions an exercise forbids, and how the grader finds their use (hand-written).

An exercise whose point is to write attention is not done by calling PyTorch's. Each exercise
declares the library functions and classes that do its job (`FORBIDDEN`, from the exercise's entry
in courseware/catalogue.py: a `Rule` is a pattern of names and what the exercise asks the learner to
write instead); the grader finds their use twice:

* at run time (`install`, in the sandbox child before the learner's cells load), twice over.
  Every function and class whose name the pattern matches, in torch's namespaces (torch,
  torch.nn.functional, torch._C._nn, ... and any loaded module that holds the same object under
  another name) or the exercise's own (sacrebleu for 08), is replaced by a wrapper that records
  the call and then makes it; a class records its construction and, when the rule forbids it
  outright, a call of any method of its own (static and class methods included: sacrebleu's
  `BLEU.compute_bleu` needs no instance). And every ATen operator whose name the pattern matches
  gets a kernel of ours in PyTorch's dispatcher, in front of its own (`_hook_operators`): however
  the learner looks the operator up (`torch.ops.aten`, `torch._C._jit_get_operation`, a
  TorchScript function, `torch._C._VariableFunctions` under a name built at run time) and in
  whatever mode it calls it (no_grad, inference_mode), the call passes through the dispatcher,
  so it is recorded. Each reply of the child carries what was called since the last one, so the
  grader knows which test called what; by default that test fails with a message naming the
  function (`--forbidden-calls flag` keeps its points and reports the call instead);
* in the source (`static_uses`, without running it): the graded cells are parsed and each
  attribute, import, getattr string or namespace key (`vars(F)[...]`) that names a forbidden
  function is reported as a problem of the exercise, with its cell and line, whether or not the
  code runs it (never scored).

Out of scope, and said so in the grader's documentation: code that undoes the wrappers in its own
process (destroys the dispatcher registrations, excludes dispatch keys, restores the originals),
and Python re-implementations of the library's own that call only unforbidden operators (the
decompositions in torch._decomp, reached through their tables): at run time those are the
learner's own arithmetic. The scan, the similarity reports and the instructor's reading remain.
"""

from __future__ import annotations

import ast
import functools
import inspect
import re
import sys

from .. import catalogue
from ..catalogue import Rule

# Exercise -> its rules, from the catalogue (courseware/catalogue.py), where `Rule` is defined too.
FORBIDDEN: dict[str, tuple[Rule, ...]] = catalogue.forbidden()
# Classes are wrapped only where they live in these packages (torch.fx.Transformer is not the layer).
CLASS_HOMES = ("torch.nn.", "sacrebleu.")
MODES = ("fail", "flag")   # --forbidden-calls: a test that calls one fails, or keeps its points and is reported


def notice(exercise: str) -> str:
    """Markdown for the exercise notebook: what it forbids and what happens when it is called ("" if nothing)."""
    rules = FORBIDDEN.get(exercise, ())
    if not rules:
        return ""
    return (f"Your code may not call the library's own version of what you write here: "
            f"{'; '.join(rule.shown for rule in rules)}. The tests use them as oracles; the grader records "
            "every call your code makes to them, and a test during which your code calls one scores 0, "
            "with a message that names it.")


def rule_of(exercise: str, name: str) -> Rule | None:
    """The rule of `exercise` that a recorded name falls under ("torch.nn.functional.rms_norm",
    "sacrebleu.metrics.bleu.BLEU.compute_bleu": a part of the dotted name matches), or None for a
    name the grader's wrappers never record (one the learner's code made up)."""
    parts = name.split(".")
    return next((rule for rule in FORBIDDEN.get(exercise, ()) for part in parts if rule.matches(part)), None)


def message(exercise: str, names: list[str]) -> str:
    """What a learner reads when their code called `names`."""
    writes = sorted({rule.writes for rule in map(functools.partial(rule_of, exercise), names) if rule})
    what = " and ".join(writes) or "this"
    return (f"your code called {', '.join(names)}: exercise {exercise} asks you to write {what} yourself, "
            "not to call the library's (the chapter's oracle tests use it; your code may not)")


# Run time (the sandbox child) --------------------------------------------------------------------

USED: list[str] = []   # forbidden calls since the last reply, in order, once each
# Wrappers and operator kernels that recorded a call and are still running: the operators that call
# makes in turn (F.scaled_dot_product_attention runs aten::scaled_dot_product_attention, which runs
# a kernel) are the same call, and are not recorded again.
_INSIDE = [0]
# Dispatch keys where an operator's hook sits. BackendSelect comes after autograd and before the
# kernels and is in every call's key set (inference_mode and no_grad included). A composite
# operator (CompositeImplicitAutograd: scaled_dot_product_attention, cross_entropy_loss, rms_norm)
# runs its body at the autograd keys and never reaches BackendSelect unless autograd is off, so its
# hook also sits at each autograd key of a device.
_AUTOGRAD_KEYS = ("AutogradCPU", "AutogradCUDA", "AutogradMeta", "AutogradXPU", "AutogradMPS",
                  "AutogradNestedTensor", "AutogradPrivateUse1", "AutogradOther")
_LIBRARIES: list = []   # the torch.library registrations: they hold while these objects live


def _record(name: str) -> None:
    if name not in USED:
        USED.append(name)


def _counts(rule: Rule, signed, args, kwargs, name: str) -> bool:
    """Whether this call is one the rule forbids (always, unless the rule names an argument).
    `signed`: the callable whose signature places positional arguments (None: not known)."""
    if not rule.argument:
        return True
    if rule.argument in kwargs:
        value = kwargs[rule.argument]
    elif name.rsplit(".", 1)[-1] in dict(rule.positions):
        position = dict(rule.positions)[name.rsplit(".", 1)[-1]]
        value = args[position] if len(args) > position else None
    else:
        try:
            signature = signed if isinstance(signed, inspect.Signature) else inspect.signature(signed)
            value = signature.bind_partial(*args, **kwargs).arguments.get(rule.argument)
        except (TypeError, ValueError):   # no signature (a builtin): only the keyword is seen
            return False
    try:
        return bool(value)
    except Exception:  # a tensor of several values, say: given at all counts
        return value is not None


def _recorded(rule: Rule, signed, name: str, call, args, kwargs):
    """Make the call `call(*args, **kwargs)`, recording `name` first if the rule forbids it and no
    recorded call is already running."""
    if _INSIDE[0] or not _counts(rule, signed, args, kwargs, name):
        return call(*args, **kwargs)
    _record(name)
    _INSIDE[0] += 1
    try:
        return call(*args, **kwargs)
    finally:
        _INSIDE[0] -= 1


def _wrap_function(rule: Rule, original, name: str):
    def forbidden(*args, **kwargs):
        return _recorded(rule, original, name, original, args, kwargs)
    forbidden.__name__ = getattr(original, "__name__", name.rsplit(".", 1)[-1])
    forbidden.__doc__ = getattr(original, "__doc__", None)
    return forbidden


def _wrap_class(rule: Rule, cls: type, name: str) -> None:
    """Record constructions of `cls` (in place: every alias of the class, and its subclasses), and,
    for a rule without an argument, calls of every method the class defines itself: a static
    method (`BLEU.compute_bleu`) or a method called on an object built without `__init__`
    computes what the class does without constructing it."""
    original = cls.__init__
    signed = inspect.signature(cls) if rule.argument else None

    def __init__(self, *args, **kwargs):
        # the signature is the class's (without self): the rule's argument is bound from it
        _recorded(rule, signed, name, lambda *a, **k: original(self, *a, **k), args, kwargs)
    cls.__init__ = __init__
    if rule.argument:   # only a construction with the argument is forbidden, not the class's methods
        return
    for attr, member in list(vars(cls).items()):
        if attr.startswith("__") and attr != "__call__":
            continue
        method = f"{name}.{attr}"
        if isinstance(member, staticmethod):
            setattr(cls, attr, staticmethod(_wrap_function(rule, member.__func__, method)))
        elif isinstance(member, classmethod):
            setattr(cls, attr, classmethod(_wrap_function(rule, member.__func__, method)))
        elif inspect.isfunction(member):
            setattr(cls, attr, _wrap_function(rule, member, method))


def _hook_operators(rules: list[Rule]) -> list[str]:
    """A kernel in PyTorch's dispatcher, in front of each ATen operator (every overload) whose name
    a torch rule matches: it records the call and runs the operator's own kernel, so results and
    gradients are unchanged. See `_AUTOGRAD_KEYS` for where it sits."""
    import warnings

    import torch
    from torch._C import DispatchKey

    after = torch._C._dispatch_keyset_full_after(DispatchKey.BackendSelect)
    hooked: list[str] = []
    for qualified in sorted(torch._C._dispatch_get_all_op_names()):
        if not qualified.startswith("aten::"):
            continue
        base, _, overload = qualified[6:].partition(".")
        rule = next((r for r in rules if "torch" in r.modules and r.matches(base)), None)
        if rule is None:
            continue
        op = getattr(getattr(torch.ops.aten, base), overload or "default")
        name = f"torch.ops.aten.{base}"

        if torch._C._dispatch_has_kernel_for_dispatch_key(qualified, "CompositeImplicitAutograd"):
            def kernel(*args, _op=op, _rule=rule, _name=name, **kwargs):   # the operator's own body
                body = functools.partial(_op._op_dk, DispatchKey.CompositeImplicitAutograd)
                return _recorded(_rule, None, _name, body, args, kwargs)
            keys, with_keyset = ("BackendSelect", *_AUTOGRAD_KEYS), False
        else:
            def kernel(keyset, *args, _op=op, _rule=rule, _name=name, **kwargs):   # on to its kernel
                return _recorded(_rule, None, _name, functools.partial(_op.redispatch, keyset & after), args, kwargs)
            keys, with_keyset = ("BackendSelect",), True
        library = torch.library.Library("aten", "IMPL")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")   # "overriding a previously registered kernel": meant
            for key in keys:
                library.impl(qualified[6:], kernel, key, with_keyset=with_keyset)
        _LIBRARIES.append(library)
        hooked.append(qualified)
    return hooked


def install(rules: list[Rule]) -> list[str]:
    """Wrap what `rules` forbid (see the module docstring); returns the names wrapped."""
    if not rules:
        return []
    packages = {m for rule in rules for m in rule.modules}
    any_rule = re.compile("|".join(f"(?:{rule.pattern})" for rule in rules)).fullmatch   # one test per name
    wrapped: list[str] = []
    done: dict[int, object] = {}   # id(original) -> its wrapper: one per object, every alias replaced
    # public names first: a function is recorded under torch.nn.functional's name, not torch._C._nn's
    modules = sorted(((name, module) for name, module in list(sys.modules.items())
                      if module is not None and name.split(".")[0] in packages),
                     key=lambda item: ("._" in item[0], item[0]))
    for module_name, module in modules:
        try:
            attrs = list(vars(module).items())
        except TypeError:
            continue
        for attr, value in attrs:
            if not isinstance(attr, str) or not any_rule(attr) or not callable(value):
                continue
            rule = next(r for r in rules if r.matches(attr))
            if id(value) not in done:
                if isinstance(value, type):
                    if not value.__module__.startswith(CLASS_HOMES):
                        continue
                    _wrap_class(rule, value, f"{module_name}.{attr}")
                    done[id(value)] = value
                else:
                    done[id(value)] = _wrap_function(rule, value, f"{module_name}.{attr}")
                wrapped.append(f"{module_name}.{attr}")
            if done[id(value)] is not value:
                try:
                    setattr(module, attr, done[id(value)])
                except (AttributeError, TypeError):
                    pass
    if "torch" in packages:
        wrapped += _hook_operators(rules)
    return wrapped


def take_used() -> list[str]:
    """The forbidden calls since the last time (the child puts them in its reply)."""
    used = list(USED)
    USED.clear()
    return used


# In the source (the grading side) ----------------------------------------------------------------

def _root(node: ast.AST) -> str:
    while isinstance(node, (ast.Attribute, ast.Call, ast.Subscript)):
        node = node.value if not isinstance(node, ast.Call) else node.func
    return node.id if isinstance(node, ast.Name) else ""


def _namespace(node: ast.AST) -> bool:
    """Whether `node` reads a module's or an object's namespace: vars(x), globals(), x.__dict__
    (so `vars(F)["scaled_dot_product_attention"]` names it, and `scores["BLEU"]` does not)."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return node.func.id in ("vars", "globals", "locals")
    return isinstance(node, ast.Attribute) and node.attr == "__dict__"


def _given(call: ast.Call | None, rule: Rule) -> bool:
    """Whether `call` (None: a mere mention) gives the rule's argument a value that may be true."""
    if not rule.argument:
        return True
    if call is None:
        return False
    for keyword in call.keywords:
        if keyword.arg == rule.argument or keyword.arg is None:   # **kwargs: may give it
            value = keyword.value
            return not (isinstance(value, ast.Constant) and not value.value)
    return False


_OPERATOR = re.compile(r"\b\w+::\w+(?:\.\w+)?")   # "aten::scaled_dot_product_attention.default"


def static_uses(exercise: str, cells: list[tuple[str, str]]) -> list[str]:
    """Problems: each place in the graded cells that names a function `exercise` forbids, as
    "`torch.nn.functional.scaled_dot_product_attention` (cell X, line N)" messages."""
    rules = FORBIDDEN.get(exercise, ())
    if not rules:
        return []
    found: list[str] = []
    # imported here: the sandbox's child imports this module, and must not load submission's
    from .submission import parsed
    for cell, code in cells:
        tree = parsed(code)   # parsed once per grading, within the grader's memory budget
        if tree is None:
            continue   # reported elsewhere (syntax_errors, or too large to parse)
        calls = {id(node.func): node for node in ast.walk(tree) if isinstance(node, ast.Call)}
        for node in ast.walk(tree):
            named = ""
            if isinstance(node, ast.Attribute) and _root(node) not in ("self", "cls"):
                named, call = node.attr, calls.get(id(node))
            elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in {m for r in rules
                                                                                           for m in r.modules}:
                for alias in node.names:
                    for rule in rules:
                        if rule.matches(alias.name) and not rule.argument:
                            found.append(f"`{node.module}.{alias.name}` is imported (cell {cell}, line {node.lineno})")
                continue
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in (
                    "getattr", "hasattr") and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant):
                named, call = node.args[1].value, None
            elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and _namespace(node.value):
                named, call = node.slice.value, None
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and "::" in node.value:
                # an operator's qualified name, as torch._C._jit_get_operation and TorchScript take it
                found += [f"`{op}` (cell {cell}, line {node.lineno})" for op in _OPERATOR.findall(node.value)
                          if any(rule.matches(op.split("::")[1].split(".")[0]) and not rule.argument for rule in rules)]
                continue
            if not isinstance(named, str) or not named:
                continue
            for rule in rules:
                if rule.matches(named) and (_given(call, rule) or (call is None and not rule.argument)):
                    found.append(f"`{named}` (cell {cell}, line {node.lineno})")
                    break
    if not found:
        return []
    writes = " and ".join(sorted({r.writes for r in rules}))
    return [f"the graded cells name library functions that exercise {exercise} forbids: {'; '.join(found)}. "
            f"The exercise asks you to write {writes} yourself; a test whose run calls one scores 0"]
