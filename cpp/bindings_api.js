// Turns bad arguments into readable Errors before they reach wasm, where a
// string would silently become NaN and an unknown name could not be reported.
// Installed once Embind has registered the classes, before the factory's
// promise hands the module to its caller.
var onRuntimeInitializedBefore = Module['onRuntimeInitialized'];
Module['onRuntimeInitialized'] = function checkArguments() {
  var Raw = Module['Scene'];
  var proto = Raw.prototype;
  var raw = {};
  ['buildPose', 'key', 'setParam', 'param'].forEach(function (name) {
    raw[name] = proto[name];
  });

  function list(items) {
    return items.map(function (s) { return '"' + s + '"'; }).join(', ');
  }
  function needString(what, value) {
    if (typeof value !== 'string') throw new TypeError(what + ' must be a string, got ' + typeof value);
  }
  function needNumber(what, value) {
    if (typeof value !== 'number') throw new TypeError(what + ' must be a number, got ' + typeof value);
  }
  // Embind rejects a wrong argument count on the methods it binds directly;
  // the wrapped ones do the same rather than drop extra arguments unseen.
  function needArity(what, args, n) {
    if (args.length !== n) {
      throw new TypeError(what + ' takes ' + n + ' argument' + (n === 1 ? '' : 's') + ', got ' + args.length);
    }
  }
  function needParam(scene, name) {
    needString('parameter name', name);
    if (!scene.hasParam(name)) {
      throw new Error('Unknown parameter "' + name + '". Valid parameters: ' + list(scene.paramNames()));
    }
  }

  function Scene(id) {
    needArity('new Scene', arguments, 1);
    needString('scene id', id);
    if (!Module['hasScene'](id)) {
      throw new Error('Unknown scene "' + id + '". Valid scenes: ' + list(Module['sceneIds']()));
    }
    return new Raw(id);
  }
  Scene.prototype = proto;

  proto.buildPose = function (dt) {
    needArity('buildPose', arguments, 1);
    needNumber('dt', dt);
    return raw.buildPose.call(this, dt);
  };
  proto.key = function (code, down) {
    needArity('key', arguments, 2);
    needString('key code', code);
    if (typeof down !== 'boolean') throw new TypeError('key down must be a boolean, got ' + typeof down);
    return raw.key.call(this, code, down);
  };
  proto.setParam = function (name, value) {
    needArity('setParam', arguments, 2);
    needParam(this, name);
    if (!this.isSettable(name)) throw new Error('Parameter "' + name + '" is a read-only readout');
    needNumber('value of "' + name + '"', value);
    if (!isFinite(value)) throw new RangeError('value of "' + name + '" must be finite, got ' + value);
    return raw.setParam.call(this, name, value);
  };
  proto.param = function (name) {
    needArity('param', arguments, 1);
    needParam(this, name);
    return raw.param.call(this, name);
  };

  Module['Scene'] = Scene;
  if (onRuntimeInitializedBefore) onRuntimeInitializedBefore();
};
