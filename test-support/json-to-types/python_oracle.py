"""Test-only: Debian's Python as the reference for JSON to Types' Python and JSON Schema output.

Reads {"mode": ..., "cases": [...]} on stdin and writes one result per case on stdout:
  mode "schema": each case is {"schema": text, "values": [JSON text...]}; the schema must pass
    Draft202012Validator.check_schema, and each value gets "ok" or the validator's first complaint.
  mode "models": each case is {"code": text, "root": name, "pydantic": bool, "values": [...]};
    the code is run as a module, and each value is built into its root type: dataclasses by a
    loader that checks every value against its annotation (unknown keys and missing keys are
    errors), pydantic models by model_validate (parse_obj on pydantic 1).
"""
import dataclasses
import json
import sys
import traceback
import types
import typing

NONE_TYPE = type(None)


class Mismatch(Exception):
    pass


def build(hint, value, path):
    """The value built as `hint` describes it; Mismatch names the first place it does not fit."""
    if hint is typing.Any:
        return value
    if hint is None or hint is NONE_TYPE:
        if value is None:
            return None
        raise Mismatch(f"{path}: {value!r} is not None")
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is typing.Union:
        problems = []
        for arg in args:
            try:
                return build(arg, value, path)
            except Mismatch as problem:
                problems.append(str(problem))
        raise Mismatch(" / ".join(problems))
    if origin is typing.Literal:
        if any(type(arg) is type(value) and arg == value for arg in args):
            return value
        raise Mismatch(f"{path}: {value!r} is none of {args!r}")
    if origin is list:
        if not isinstance(value, list):
            raise Mismatch(f"{path}: {value!r} is not a list")
        return [build(args[0], item, f"{path}[{i}]") for i, item in enumerate(value)]
    if origin is dict:
        if not isinstance(value, dict):
            raise Mismatch(f"{path}: {value!r} is not a dict")
        return {key: build(args[1], item, f"{path}[{key!r}]") for key, item in value.items()}
    if dataclasses.is_dataclass(hint):
        return build_dataclass(hint, value, path)
    expected = {bool: (bool,), int: (int,), float: (int, float), str: (str,)}.get(hint)
    if expected is None:
        raise Mismatch(f"{path}: the loader does not know {hint!r}")
    if type(value) not in expected:
        raise Mismatch(f"{path}: {value!r} is not {hint.__name__}")
    return value


def build_dataclass(cls, value, path):
    if not isinstance(value, dict):
        raise Mismatch(f"{path}: {value!r} is not an object for {cls.__name__}")
    hints = typing.get_type_hints(cls)
    fields = {f.metadata.get("json", f.name): f for f in dataclasses.fields(cls)}
    unknown = [key for key in value if key not in fields]
    if unknown:
        raise Mismatch(f"{path}: unknown keys {unknown!r} for {cls.__name__}")
    arguments = {}
    for key, f in fields.items():
        if key in value:
            arguments[f.name] = build(hints[f.name], value[key], f"{path}.{key}")
        elif f.default is dataclasses.MISSING:
            raise Mismatch(f"{path}: {cls.__name__} needs the key {key!r}")
    return cls(**arguments)


def pydantic_validator(root):
    import pydantic

    if isinstance(root, type) and issubclass(root, pydantic.BaseModel):
        return getattr(root, "model_validate", None) or root.parse_obj
    if hasattr(pydantic, "TypeAdapter"):
        return pydantic.TypeAdapter(root).validate_python
    return lambda value: pydantic.parse_obj_as(root, value)


def load(code, index):
    import pydantic

    if not hasattr(pydantic.BaseModel, "model_rebuild"):
        # pydantic 1 (Debian 12's): the generated code is pydantic 2's, whose model_rebuild
        # is pydantic 1's update_forward_refs.
        pydantic.BaseModel.model_rebuild = classmethod(lambda cls: cls.update_forward_refs())
    name = f"generated_case{index}"
    module = types.ModuleType(name)
    sys.modules[name] = module
    exec(compile(code, f"{name}.py", "exec"), module.__dict__)
    return module


def check(run, value):
    try:
        run(value)
        return "ok"
    except Exception as problem:  # a Mismatch, pydantic's ValidationError, anything the code raised
        return f"{type(problem).__name__}: {problem}"[:600]


def schema_case(case):
    from jsonschema import Draft202012Validator

    schema = json.loads(case["schema"])
    try:
        Draft202012Validator.check_schema(schema)
    except Exception as problem:
        return {"error": f"check_schema: {problem}"[:2000]}
    validator = Draft202012Validator(schema)

    def validate(value):
        for problem in validator.iter_errors(value):
            raise ValueError(f"{list(problem.absolute_path)}: {problem.message}")

    return {"results": [check(validate, json.loads(text)) for text in case["values"]]}


def models_case(case, index):
    try:
        module = load(case["code"], index)
        root = getattr(module, case["root"])
    except Exception:
        return {"error": traceback.format_exc(limit=3)[-2000:]}
    run = pydantic_validator(root) if case["pydantic"] else (lambda value: build(root, value, "$"))
    return {"results": [check(run, json.loads(text)) for text in case["values"]]}


def main():
    request = json.load(sys.stdin)
    if request["mode"] == "schema":
        out = [schema_case(case) for case in request["cases"]]
    else:
        out = [models_case(case, i) for i, case in enumerate(request["cases"])]
    json.dump(out, sys.stdout)


main()
