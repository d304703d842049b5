"""The package reads like Python: ``help(grundy)`` is a short map, ``dir(grundy)`` holds
the API and nothing of its making (no ``annotations``), signatures show real types (no
``ForwardRef``, no quoted names), and the numbering (0-based here, 1-based on the command
line) is said where indices appear."""

import inspect
import pydoc
import typing

import grundy

PUBLIC = sorted(name for name in dir(grundy) if not name.startswith("_"))


def test_dir_holds_the_api_and_nothing_else():
    assert "annotations" not in dir(grundy)
    for name in ("octal", "nim", "geography", "matching", "solve_board", "judge", "ParseError", "PROBLEMS"):
        assert name in PUBLIC, name
    # Nothing public is a module or a helper of the package's making.
    submodules = ("networkx_backend", "plot")  # importable on purpose, imported by the tests
    assert all(not inspect.ismodule(getattr(grundy, name)) for name in PUBLIC if name not in submodules)
    assert not hasattr(grundy, "__all__") or sorted(grundy.__all__) == PUBLIC


def test_help_is_a_short_map():
    text = pydoc.render_doc(grundy, renderer=pydoc.plaintext)
    lines = text.splitlines()
    assert len(lines) < 120, f"help(grundy) runs to {len(lines)} lines"
    for name in ("geography", "matching", "solve_board", "octal", "nim", "judge", "PROBLEMS"):
        assert name in grundy.__doc__, name


def public_callables():
    for name in PUBLIC:
        obj = getattr(grundy, name)
        if inspect.isfunction(obj):
            yield name, obj
        elif inspect.isclass(obj) and obj.__module__.startswith("grundy"):
            for member_name, member in vars(obj).items():
                if member_name.startswith("_"):
                    continue
                if isinstance(member, property):
                    member = member.fget
                member = getattr(member, "func", member)  # functools.cached_property
                if inspect.isfunction(member):
                    yield f"{name}.{member_name}", member


def test_signatures_show_real_types():
    checked = 0
    for name, func in public_callables():
        signature = inspect.signature(func)
        annotations = [p.annotation for p in signature.parameters.values()] + [signature.return_annotation]
        for annotation in annotations:
            assert not isinstance(annotation, (str, typing.ForwardRef)), (name, annotation)
            assert "ForwardRef" not in repr(annotation), (name, annotation)
        rendered = pydoc.render_doc(func, renderer=pydoc.plaintext)
        assert "ForwardRef" not in rendered, rendered
        checked += 1
    assert checked >= 20, checked
    # Class attributes (dataclass fields, named tuple fields) too.
    for name in PUBLIC:
        obj = getattr(grundy, name)
        if inspect.isclass(obj):
            for field, annotation in typing.get_type_hints(obj).items():
                assert "ForwardRef" not in repr(annotation), (name, field, annotation)


def test_numbering_is_stated():
    doc = grundy.__doc__
    assert "0-based" in doc and "1-based" in doc
    assert grundy.nim([3, 4, 5]).winning_move == (0, 2)
    assert "(0, 2)" in doc and "pile 1" in doc
    for func in (grundy.nim, grundy.staircase, grundy.bean_split, grundy.equal_split, grundy.hackenbush, grundy.solve_board):
        text = pydoc.render_doc(func, renderer=pydoc.plaintext)
        assert "0-based" in text or "from 0" in text, func.__name__
    assert "1-based" in grundy.ParseError.__doc__


def test_one_line_errors_give_the_column_alone():
    for call, column in ((lambda: grundy.octal("0.x", 5), 3), (lambda: grundy.read_board("..x."), 3)):
        try:
            call()
        except grundy.ParseError as err:
            assert str(err).startswith(f"column {column}: "), str(err)
            assert (err.line, err.column) == (1, column)
        else:
            raise AssertionError("no error")
    # Text of several lines keeps the line.
    try:
        grundy.judge("loj6033-board", "2 2\n#x\n..\n")
    except grundy.ParseError as err:
        assert str(err).startswith("line 2, column 2: "), str(err)
