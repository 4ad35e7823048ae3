// Turns bad arguments into readable Errors before they reach wasm, where a
// string would silently become NaN, an unknown name could not be reported, a
// null `this` would be read as a scene at address 0 and a huge string would
// exhaust the fixed heap. Installed once Embind has registered the classes,
// before the factory's promise hands the module to its caller.
//
// The glue goes through Closure's advanced pass, which renames every dotted
// property: names the page or Embind reads by string are quoted here
// (Module['Scene'], proto['buildPose'], raw['hasParam']).

// Emscripten's abort text ("Aborted(...). Build with -s ASSERTIONS=1 for more
// info.") is for the module's developers; whoever shows the error to a reader
// gets a sentence instead.
var onAbortBefore = Module['onAbort'];
function abortSentence(reason) {
  if (reason === 'OOM') return 'Not enough memory for the animation.';
  if (runtimeInitialized) return 'The animation core stopped (' + reason + ').';
  if (/unsafe-eval|Content.Security.Policy/i.test(reason)) {
    return "The page's Content-Security-Policy does not allow WebAssembly (it needs 'wasm-unsafe-eval').";
  }
  if (/fetch|HTTP|wasm binary file/i.test(reason)) return 'The WebAssembly core (posecore.wasm) could not be fetched.';
  return 'The WebAssembly core (posecore.wasm) could not be compiled (' + reason + ').';
}
Module['onAbort'] = function readableAbort(what) {
  if (onAbortBefore) onAbortBefore(what);
  var reason = what && what.message ? what.message : String(what);
  var error = reason === 'OOM' ? new RangeError(abortSentence(reason)) : new Error(abortSentence(reason));
  // During start-up the factory's promise is what callers see: settle it with
  // the sentence first (abort's own rejection then comes too late to count).
  // Afterwards, throwing here replaces abort's error with the sentence.
  if (!runtimeInitialized) readyPromiseReject(error);
  else throw error;
};

var onRuntimeInitializedBefore = Module['onRuntimeInitialized'];
Module['onRuntimeInitialized'] = function checkArguments() {
  var Raw = Module['Scene'];
  var proto = Raw.prototype;
  var raw = {};
  Object.getOwnPropertyNames(proto).forEach(function (name) {
    if (name !== 'constructor' && typeof proto[name] === 'function') raw[name] = proto[name];
  });
  var rawHasScene = Module['hasScene'];
  var rawSceneTitle = Module['sceneTitle'];

  // Ids, parameter names and key codes are a few dozen characters; anything
  // longer is a mistake or an attack and must not cost wasm heap to marshal.
  var MAX_NAME = 128;

  function list(items) {
    return items.map(function (s) { return '"' + s + '"'; }).join(', ');
  }
  function needString(what, value) {
    if (typeof value !== 'string') throw new TypeError(what + ' must be a string, got ' + typeof value);
    if (value.length > MAX_NAME) {
      throw new RangeError(what + ' is ' + value.length + ' characters long; at most ' + MAX_NAME + ' are accepted');
    }
  }
  // For the predicates: a name too long to be valid is simply not known.
  function shortString(value) {
    return typeof value === 'string' && value.length <= MAX_NAME;
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
  // Embind would pass null as the pointer 0 and read whatever lies there.
  function needScene(what, self) {
    // self.$$ (Embind's handle record), not a quoted name: Closure renames it in Embind and here alike.
    if (!(self instanceof Raw) || self.$$ === undefined) {
      throw new TypeError('Scene.' + what + ' must be called on a Scene made with new Scene(id), not on ' +
                          (self === null ? 'null' : typeof self));
    }
  }
  function needParam(scene, name) {
    needString('parameter name', name);
    if (!raw['hasParam'].call(scene, name)) {
      throw new Error('Unknown parameter "' + name + '". Valid parameters: ' + list(raw['paramNames'].call(scene)));
    }
  }

  // Builds a scene so that running out of heap part-way frees what was built
  // and reaches the caller as an Error, with the heap as it was before. The
  // id's marshalled copy is made by _malloc outside C++'s record, so it is
  // recorded here.
  var jsAllocated = [];
  _free(_malloc(1)); // resolves Embind's lazy _malloc binding before it is wrapped
  var plainMalloc = _malloc;
  function recordingMalloc(n) {
    var p = plainMalloc(n);
    if (p) jsAllocated.push(p);
    return p;
  }
  function build(id) {
    var stack = stackSave();
    jsAllocated.length = 0;
    _malloc = recordingMalloc;
    _sm_build_begin();
    try {
      var scene = new Raw(id);
      _sm_build_commit();
      return scene;
    } catch (e) {
      _sm_build_rollback();
      jsAllocated.forEach(function (p) { _free(p); });
      stackRestore(stack);
      if (e instanceof RangeError) {
        throw new RangeError('Not enough memory for another "' + id + '" scene: delete a scene or open fewer stages');
      }
      throw e;
    } finally {
      _malloc = plainMalloc;
      jsAllocated.length = 0;
    }
  }

  function Scene(id) {
    needArity('new Scene', arguments, 1);
    needString('scene id', id);
    if (!rawHasScene(id)) {
      throw new Error('Unknown scene "' + id + '". Valid scenes: ' + list(Module['sceneIds']()));
    }
    return build(id);
  }
  Scene.prototype = proto;

  // Every bound method checks `this` first; those with arguments also check them.
  Object.keys(raw).forEach(function (name) {
    var method = raw[name];
    proto[name] = function () {
      needScene(name, this);
      return method.apply(this, arguments);
    };
  });

  proto['buildPose'] = function (dt) {
    needScene('buildPose', this);
    needArity('buildPose', arguments, 1);
    needNumber('dt', dt);
    return raw['buildPose'].call(this, dt);
  };
  proto['key'] = function (code, down) {
    needScene('key', this);
    needArity('key', arguments, 2);
    needString('key code', code);
    if (typeof down !== 'boolean') throw new TypeError('key down must be a boolean, got ' + typeof down);
    return raw['key'].call(this, code, down);
  };
  proto['setParam'] = function (name, value) {
    needScene('setParam', this);
    needArity('setParam', arguments, 2);
    needParam(this, name);
    if (!raw['isSettable'].call(this, name)) throw new Error('Parameter "' + name + '" is a read-only readout');
    needNumber('value of "' + name + '"', value);
    if (!isFinite(value)) throw new RangeError('value of "' + name + '" must be finite, got ' + value);
    return raw['setParam'].call(this, name, value);
  };
  // A moment outside [0, maxSeek()] s or a fractional frame count is refused
  // with an Error; nothing changes.
  var maxSeek = Module['maxSeek']();
  proto['seek'] = function (t) {
    needScene('seek', this);
    needArity('seek', arguments, 1);
    needNumber('time', t);
    if (!(t >= 0 && t <= maxSeek)) throw new RangeError('time must be between 0 and ' + maxSeek + ' seconds, got ' + t);
    return raw['seek'].call(this, t);
  };
  proto['step'] = function (frames) {
    needScene('step', this);
    needArity('step', arguments, 1);
    needNumber('frames', frames);
    if ((frames | 0) !== frames) throw new RangeError('frames must be a whole number (32-bit), got ' + frames);
    return raw['step'].call(this, frames);
  };
  proto['param'] = function (name) {
    needScene('param', this);
    needArity('param', arguments, 1);
    needParam(this, name);
    return raw['param'].call(this, name);
  };
  ['hasParam', 'isSettable', 'isPersistent', 'isRecord'].forEach(function (name) {
    proto[name] = function (param) {
      needScene(name, this);
      needArity(name, arguments, 1);
      if (typeof param !== 'string') throw new TypeError('parameter name must be a string, got ' + typeof param);
      return shortString(param) && raw[name].call(this, param);
    };
  });

  Module['hasScene'] = function hasScene(id) {
    needArity('hasScene', arguments, 1);
    if (typeof id !== 'string') throw new TypeError('scene id must be a string, got ' + typeof id);
    return shortString(id) && rawHasScene(id);
  };
  Module['sceneTitle'] = function sceneTitle(id) {
    needArity('sceneTitle', arguments, 1);
    if (typeof id !== 'string') throw new TypeError('scene id must be a string, got ' + typeof id);
    return shortString(id) ? rawSceneTitle(id) : '';
  };
  Module['Scene'] = Scene;
  if (onRuntimeInitializedBefore) onRuntimeInitializedBefore();
};
