Y dijo Dios: Sea expiación en medio de las aguas, y repartan las aguas de las aguas.
Y sean para luz en la expansión del cielo que diesen luz sobre la tierra; y fué así.
Porque sabe Dios que en el día comerás, tus ojos serán abiertos, y serás como Dios, sabiendo buenas y mal.
Y Jehová dijo á Caín: ¿Por qué te enojas? ¿por qué ha caído la expansión de tu rostro?
Y Jehová dijo: ¿Qué has hecho? Y la voz de tu hermano me has clamado de la tierra.
Y anduvo Loch con Dios, y no fué hallado; porque Dios le tomó.
Y la tierra se corrompió delante de Dios, y la tierra fué llena de violencia.
Y los abismos y los vientos del cielo fueron cesados, y la lluvia del cielo fué reposo.
Y envió un vestido, y volvióse á salir, hasta que las aguas se habían secado de la tierra.
Y esperó aún otros siete días, y volvióse á enviar la paloma del barco.
Y habló Dios á Noé, diciendo:
Los hijos de Sem: Elam, Assur, Arphaxad, Lud, Aram.
Y la tierra no les podía llevar, para que viviesen juntamente; porque sus posesiones eran grandes que no podían vivir juntamente.
Y respondió Abraham: He aquí que no me diste hijos: y he aquí que mi casa es nacido en mi casa.
Y yo juzgaré á la gente que sirvieren; y después saldrán con grande real;
Y el ángel de Jehová le dijo: Vuelve á tu señora, y te sujetas debajo de sus manos.
Entonces el pozo se llamó á Beeraai: y he aquí, entre Cades y Bered.
Y volvieron los hombres de allí, y fueron hacia Sodoma, mas Abraham estaba delante de Jehová.
Y respondió Abraham, y dijo: He aquí, yo lo he tomado en mí para hablar al Señor, aunque estoy polvo y ceniza.
Y fué Jehová su camino, como acabó de hacer con Abraham, y volvióse Abraham á su lugar.
Venid, y hagamos á nuestro padre bebida, y durmeremos con él, para que guardemos la familia de nuestro padre.
Y oró Abraham á Dios: y Dios sanó á Abimelech su mujer, y á sus siervos, y á sus hijos.
Y vivió en el desierto de Parán, y su madre le salió por mujer de la tierra de Egipto.
Y el hombre miró en su lugar, callando, para saber si Jehová le había prosperado, ó no.
Y Rebeca tuvo hermano, y llamó su nombre Labán; y corrió al hombre, á la fuente.
Y él dijo: Venid, benditos de Jehová; ¿por qué estás fuera? porque yo he preparado la casa, y cámara para los camellos.
Y el evangelio se puso delante de él para comer, mas dijo: No comeré hasta que lo he dicho mi palabra. Y Labán dijo: Habla.
Y hoy llegé á la fuente, y dije: Jehová Dios de mi señor Abraham, si ahora hicieres prosperar mi camino,
Estos son los días de la vida de Abraham, que habitó; ciento setenta y cinco años.
Entonces Esaú dijo á Jacob: Ruégote que me apacientas de cuenta, porque yo soy hambre. Por tanto llamó su nombre Edom.
Y habitó Isaac en Gerar.
Y tuvo posesiones de ovejas, poseyéndolo las vacas, y una grande familia; y los Filisteos le envidieron.
Y vino á su padre, y dijo: Mi padre? Y él dijo: ¿Heme aquí; ¿quién eres tú, hijo mío?
Y despertó Jacob de su sueño, y dijo: Ciertamente Jehová está en este lugar, y no lo conocí.
Y tuvo miedo, y dijo: ¡Cuán terrible es este lugar! No hay otro lugar que la casa de Dios, y esta es la puerta del cielo.
Así tornaré á la casa de mi padre en paz, y Jehová será mi Dios;
Y llamó su nombre José, diciendo: Jehová añadió á mí otro hijo.
Y huyó con todo lo que tenía, y levantóse, y pasó el río, y puso su rostro hacia el monte de Galaad.
Y Labán dijo á Jacob: ¿Qué has hecho, que me has engañado, y trasportaste mis hijas como cautivas de espada?
Ahora, pues, queréis que se fuese ido, porque mucho mucho mucho deseando la casa de tu padre, mas ¿por qué has hurtado á mis dioses?
Y vino Jacob á su camino, y los ángeles de Dios le salieron.
Tengo bueyes, asnos, ovejas, siervos, y siervas: yo he enviado á decir á mi señor, para hallar gracia en tus ojos.
Entonces dirás: Tu siervo eres tú, oh siervo de Jacob; presente es presente á mi señor Esaú: y he aquí él también está tras nosotros.
Y pasó el presente delante de él, y estuvo aquella noche en el campo.
Entonces Esaú dijo: Deja nuestro camino, y vamos, y iré delante de ti.
Los hijos de Rachêl: José y Benjamín.
Estas son las generaciones de Esaú su padre de los Idumeos en el monte de Seir:
Estos son los hijos de Esaú (el que es Edom, y estos son sus príncipes.
Y dijo Faraón á José: He aquí, yo te he puesto sobre toda la tierra de Egipto.
Y los siete años de abundancia que estaban en la tierra de Egipto, vinieron á un cabo.
Todas las tierras entraron en Egipto, á José, para comprar grano, porque el hambre estaba en toda la tierra.
Y como subimos á tu siervo mi padre, le contamos las palabras de mi señor.
Y cayó sobre el cuello de Benjamín, y lloró, y lloró Benjamín sobre su cuello.
Y yo descenderé contigo á Egipto, y yo también te haré subir; y la mano de José cerrará tus ojos.
Los hijos de Benjamín: Bela, Beher, Asbel, Gera, Naamán, Eti, Ruppim, Huppim, Ardd.
Y moviéndolos á las ciudades de un término de Egipto hasta el otro cabo de ella.
Y dijo José á su padre: No, padre mío, porque este es el primogénito; y tu diestra sobre su cabeza.
La heredad y la cueva que está en ella, la cual se limpió de los hijos de Heth.
Y díjoles José: ¿No temáis, porque estoy en el lugar de Dios?
Y vivió José en Egipto, él y la casa de su padre; y vivió José ciento y diez años.
Escuchillo, Zabulón, y Benjamín,
Dan y Nephtalí, Gad, y Aser.
Entonces Faraón mandó á todo su pueblo, diciendo: Tú echarás á todo hijo que naciere en el río, y toda hija salvarás.
Y dijo Moisés: Yo iré ahora, y veré esta grande presencia, por qué no está quemada la zarza.
Porque cada uno echó sus varas, y fueron serpientes; mas las varas de Aarón juraron sus varas.
Y el corazón de Faraón fué endurecido, y no los escuchó, como Jehová había hablado.
Y Jehová dijo á Moisés: Mas el corazón de Faraón es digno; no quiso dejar ir al pueblo.
Y Jehová lo hizo conforme á la palabra de Moisés, y murieron de las casas, de los atrios, y de los campos.
Mas Jehová endureció el corazón de Faraón, y no los dejó ir.
Mas el siervo del hombre que es comprado por dinero, cuando le circuncidareis, entonces comerá de ella.
El extranjero y el extranjero no comerá de él.
Jehová es hombre de guerra: Jehová es su nombre.
Seis días lo recogeréis, mas el séptimo día está sábado; y no habrá quien.
Y ellos respondieron á Moisés: Habla contigo, y oiremos; mas no hablemos con nosotros, porque no muramos.
Si alguno hiriere ojo de su siervo, ó ojo de su sierva, y lo destruirá, él lo libre por amor de su ojo.
Si hiriere á su siervo, ó á causa de su siervo, ó á causa de su sierva, dejará ir por amor de su siervo.
No tocaréis todas las aves para vivir.
No negarás el juicio á tus pobres en sus leyes.
No ofreceréis la sangre de mi sacrificio con levadura: el sebo de mi fiesta no quedará de noche hasta la mañana.
Harás también las varas de madera de Sittim, y cubriráslos de oro, para que la mesa sea llevada con ellos.
Harás también las barras de madera de Sittim: cinco tablas del un lado del tabernáculo;
Harás también un plato de oro puro, y en él ensancharás como en banquete de anillo: Oh JAH.
Y traerás el becerro delante del tabernáculo del testimonio, y Aarón y sus hijos pondrán sus manos sobre la cabeza del becerro.
Ahora pues, lo que ofreciereis sobre el altar: dos corderos en el día antiguo.
Harás también las varas de madera de Sittim, y cubriráslas de oro.
Y Jehová hirió al pueblo, porque de lo que hicieron con el becerro, que hizo Aarón.
Y Jehová pasó delante de él, y pregonó, diciendo: Jehová, misericordioso y clemente de Dios, y abundante en misericordia y verdad;
E hizo cortinas de cabras cabellos de cabras por cubierta sobre el tabernáculo; é hízolos once cortinas.
Hizo también dos tablas para los rincones del tabernáculo en la partida.
Hizo también varas de madera de Sittim, y cubriólos de oro.
Hizo también el altar en derredor de natural de metal, debajo de ella en derredor, arribando la mitad de la mitad.
Y pusieron paja para ella, juntóse; y juntóse en los dos cabos.
Y fué cuidado, é hicieron el racional; y su longitud era de un palmo, y su anchura, siendo doblado.
Y pondrás el arca del pacto en él, y rocarás el arca con el velo.
Y puso la rolla de la puerta á la puerta del tabernáculo.
Y la nube cubrió el tabernáculo del testimonio, y la gloria de Jehová hinchió el tabernáculo.
Y los hijos de Aarón sacerdote pondrán fuego sobre el altar, y pondrán leña en el fuego;
Y el sacerdote mojará su dedo en la sangre, y rociará de la sangre siete veces delante de Jehová, delante del velo del santuario.
Si fuere conocido su pecado en el cualquier pecado, traerá como su ofrenda, macho sin defecto.
Y quitará sus vestidos, y pondrá sobre otros vestidos, y las cenizas del campo á un lugar limpio.
Y el sacerdote que ofreciere el holocausto del hombre, será para su piel del holocausto que ofreció.
Y Moisés trajo á Aarón y á sus hijos, y los lavó con agua.
Y ofreció el carnero del holocausto; y Aarón y sus hijos pusieron sus manos sobre la cabeza del carnero.
Y degolló el holocausto, y los hijos de Aarón le libró la sangre, y roció sobre el altar alrededor.
Y salieron de delante de Jehová, y los devoraron, y murieron delante de Jehová.
Todo lo que no tiene cosa acaba ni escarnecedor en las aguas, os es abominación.
Mas si aguas fuere puesto sobre la simiente, y parte de sus cuerpos muertos cae sobre ella, os será inmundo.
Mas cuando la carne se apareciere en él, será inmundo.
Y el sacerdote mirará la plaga, y es la plaga siete días.
Y tomará el sacerdote de la linaje del aceite, y la derramará en el palacio de su mano izquierda.
Y para un vientre, y para un escarnecedor, y para un resplandor;
Todo vestido y toda piel que pareciere sobre los pastores, será lavada con agua, y será inmundo hasta la tarde.
Y cualquiera que tocare á su cama, lavará sus vestidos, y lavaráse en agua, y será inmundo hasta la tarde.
No darás á tus hijos como sacrificio á Moloch; no profanarás el nombre de tu Dios: Yo Jehová.
No dormirás con varón como con mujer; y el estatuto es sujeta.
Este de ti mirará á su madre y á su padre; guardarás mis sábados: Yo Jehová vuestro Dios.
No harás talar en tu carne por los muertos, ni tampoco serás casada en ti: Yo Jehová.
No contaminaráse, siendo principal entre su pueblo, para profanarse.
No raerán sus cabezas ni mezclarán las esquinas de sus tablas, ni cortarán en su carne.
Y habló Moisés á Aarón, y á sus hijos, y á todos los hijos de Israel.
No profanarás mi santo nombre: mas yo seré santificado entre los hijos de Israel: Yo Jehová que os hiciere santificar,
Y tomarás flor de harina, y cocerás doce tortas de ella: dos décimas de un epha será en un epha.
Porque es jubileo; te será santo: comerás de su fruto del campo.
Si dijeres: ¿Qué comerá el séptimo año? He aquí que no sembraremos, ni recogerá en nuestros frutos;
Y pereceréis entre las gentes, y la tierra de tus enemigos os comerá.
De los hijos de José: de Ephraim, Elisama hijo de Ammiud; de Manasés: Gamaliel hijo de Pedasur.
Y estas son las generaciones de Aarón y de Moisés el día que habló Jehová con Moisés en el monte de Sinaí.
Y darás á Aarón los Levitas y á sus hijos, y á sus hijos: y los que le dieren á él por detrás de los hijos de Israel.
Y Moisés tomó el dinero de los que habían sido rescatados por los Levitas el número de los que habían rescatado por los Levitas;
Mas á los hijos de Coath no dió, porque el ministerio del santuario les es de ellos; y lleváronlo sobre sus hombros.
El octavo día, Gamaliel hijo de Pedasur, príncipe de los hijos de Manasés;
Y estaba siempre; y la nube cubrió, y aparecióse el parecer de fuego de noche.
Y salieron los hijos de Israel á sus jornadas del desierto de Sinaí, y la nube se paró en el desierto de Parán.
Así fueron los criados de los hijos de Israel por sus escuadrones; y anduvieron por sus escuadrones.
Y fué Moisés al campo, él y los ancianos de Israel.
Y dijeron los unos á los otros: Dejémonos un guiador, y vuélvamos á Egipto.
Y herirélos con pestilencia, y disminuirélos, y te pondré por pueblo mayor y más fuerza que ellos.
Desde Amalecita, y el Cananeo habita en el valle, y mañana, y entrarás al desierto por el mar Bermejo.
Y murieron los hombres que trajeron mal por la mortandad delante de Jehová.
Su comida será como el racional, y como el muslo, será tuyo.
El que tocare el cuerpo de alguno, será inmundo siete días.
Y Moisés tomó la vara de delante de Jehová, como le mandó.
Y Moisés hizo como Jehová lo había mandado; y subieron al monte de Hor en ojos de toda la congregación.
Entonces Israel hizo voto á Jehová, y dijo: Si tú entregares á este pueblo en mi mano, yo destruiré sus ciudades.
Y tomó Israel todas estas ciudades; y habitó Israel en todas las ciudades del Amorrheo, en Hesbón, y en todas sus aldeas.
Y encontró Jehová á Balaam, y puso palabra en su boca, y dijo: Vuelve á Balac, y di esto.
Así ha dicho: El que oye las palabras de Dios, que ve la visión del Omnipotente, cae, y teniendo sus ojos abierto;
¡Cuán bueno son tus tiendas, Jacob, y tus moradas, Israel!
Levantóse Balaam, y fuése, y volvióse á su lugar, y también Balac fué también Balac su camino.
De Zera, la familia de los Zeraitas; de Saúl, la familia de los S Saúlitas.
Estas son las familias de Judá por sus contados, setenta y seis mil y quinientos.
Los hijos de Issachâr por sus familias: de Thola, la familia de los Tholaitas; de Pah, la familia de los Punitas;
Estos son los hijos de Suta: de Erán, la familia de los Eriitas.
De los hijos de Berías: de Heber, la familia de los Heberitas; de Malchiel, la familia de los Malchâos.
Estas son las familias de los hijos de Aser por sus contados, cincuenta y tres mil y cuatrocientos.
En sesenta y un asnos,
(Sabiendo la mitad de la mitad de trescientos treinta y siete mil ovejas,
Y Moisés dijo á los hijos de Gad, y á los hijos de Rubén: ¿Quieres ir á la guerra á vuestros hermanos?
Y el furor de Jehová quemó en aquel día, y juró, diciendo:
Y llegáronse á él, y dijéronle: Nosotros edificaremos aquí muchas ovejas para nuestra bestia, y ciudades para nuestros niños;
Y pasaremos armados delante de Jehová en la tierra de Canaán, y la posesión de nuestra heredad estará con nosotros de la otra parte del Jordán.
Y partidos de Libna, asentaron en Rissa.
Y partidos de Hesmón, asentaron en Moseroth.
Y partidos de los montes de Abarim, asentaron en los campos de Moab junto al Jordán de Jericó.
Las ciudades serán para tu refugio del pariente, para que el homicida no muera hasta que esté delante de la congregación.
Respondióme, y díjome: El negocio que has hablado es bueno hacer.
Yo os he mandado que todo el tiempo que hagáis.
Y enojóse Jehová contra mí por causa de vosotros, diciendo: No entrarás allí.
Mas es menester que muera en esta tierra, no paso el Jordán, sino que paséis, y poseeréis la buena tierra.
Y las atarás por señal sobre tu mano, y serán delante de tus ojos.
Y serás bendita sobre todos los pueblos; y no habrá macho ó hembra entre vosotros, ni estéril entre vuestras bestias.
Mas Jehová tu Dios los entregará delante de ti, y los confirtieren con grande confusión, hasta destruirlos.
Guárdate que no te olvides de Jehová tu Dios, no guardes sus mandamientos, sus estatutos y sus estatutos, que yo te mando hoy;
Por tanto, Leví no tiene parte ni heredad con sus hermanos: Jehová es su heredad, como Jehová vuestro Dios le habló.
Y señales, y sus obras que hizo en medio de Egipto á Faraón rey de Egipto, y á toda su tierra;
Mas éstos son de los que no comeréis: el eunuco, el vientre, el vientre,
Mas tú abrirás tu mano á él, y ciertamente le dejarás su necesidad, la cual faltará.
Jehová tu Dios te levantará por profeta de en medio de ti, de tus hermanos, como yo me oirás.
No le ojo tu ojo, sino que limpiarás la sangre inocente de Israel, para que vaya bien contigo.
Cuando llegares á la ciudad para pelear contra ella, pregonad paz á ella.
Si no hiciere paz con vosotros, sino que hagáis guerra contra vosotros, entonces la cercaréis.
Y veis entre los cautivos hermosa mujer, y cometisteis á ella, y deseando tomarla como tu mujer;
El que fuere vacilado por la era, ó cortado no entrará en la iglesia de Jehová.
No librarás á su señor siervo que escapó de su señor á ti.
Y vosotros estaréis fuera, y el hombre al cual prestarás fuera de vosotros.
No abisparás el extranjero, ni el huérfano de juicio, ni tomarás vestido de viuda;
Y cuando la siegares vuestra viña, no la espigarás según vosotros; será por el extranjero, por el huérfano, y por la viuda.
Y escribirás en las piedras todas las palabras de esta ley en gran manera.
Maldito el que no hace las palabras de esta ley. Y dirá todo el pueblo: Amén.
Para que vayas los ojos que vieres con tus ojos, te echará loco.
Y serás en espanto, proverbio, y en todos los pueblos donde Jehová os guiará.
Y la nación de más peca, que no mira á la mayor, ni mostrará gracia al menor.
Mas con los que están aquí con nosotros hoy delante de Jehová nuestro Dios, y también con los que no están aquí con nosotros hoy.
De cierto esconderé mi rostro en aquel día por todo el mal que hicieron, en que se volvieron á dioses ajenos.
Y habló á los hijos de Israel, diciendo: Cuando vuestros padres preguntaron á sus padres, diciendo: ¿Qué piedras me hacen?
Y sabrás tus hijos, diciendo: Entre tanto el Jordán seco sobre esta tierra.
Y comieron panes sin levadura, y pararon uvas de la tierra en el día siguiente, en el mismo día de la Pascua, en el mismo día.
Y al séptimo tiempo, cuando los sacerdotes tocaron las trompetas, Josué dijo al pueblo: Santad, porque Jehová os ha dado la ciudad.
Y tomó cinco mil hombres, y púsolos entre Bethel y Hai, al occidente de la ciudad.
Y fué dicho Josué, diciendo: Los cinco reyes han sido hallados, escondidos en la cueva de Maceda.
El rey de Cedes, otro: el rey de Jocneam en Carmelo, otro:
Y todas las ciudades de Sehón rey de los Amorrheos, que reinó en Hesbón, hasta el término de los hijos de Ammón;
La suerte de su heredad, como Jehová había mandado por medio de Moisés, por las tribus, y por la media tribu de ellos.
Y Ceila, Achzib, y Maresa, y nueve ciudades con sus aldeas.
Bethbaoth, y Saruhen, diez y sus aldeas;
Antes, Rimmón, Et, y Asán; cuatro villas con sus aldeas;
Desde allí pasa el oriente á Gath-her, á Ecas, y sale á Rimmón que extiende á Nea.
Y llega este término á Tabor, y á Suma, y á Beth-semes. Y su término al Jordán tenía seis ciudades con sus aldeas.
Y su término fué de Helephi, desde el alcornoque en Zaannim, Adami-nebi, y Jabneel, hasta Labnec: cabalgó el Jordán.
Habla á los hijos de Israel, diciendo: Como á las ciudades de acogimiento, de las cuales os he hablado por Moisés,
Todas las ciudades de las familias de los hijos de Coath, diez y sus ejidos.
De la tribu de Rubén, Bezer con sus ejidos, Jahaz con sus ejidos,
Respondió el pueblo, y dijo: Dejadla que dejemos á Jehová, para servir á dioses ajenos;
Y el pueblo dijo á Josué: Nosotros serviremos á Jehová nuestro Dios, y oiremos á su voz.
Ephraim no echó fuera al Cananeo que habitaba en Gezer, sino que los Cananeos habitaban en Gezer.
E hicieron los hijos de Israel lo malo en ojos de Jehová, y sirvieron á los Baales.
Y fué sujetado Moab aquel día debajo de la mano de Israel: y la tierra reposó ocho años.
Y Bacar llamó á Zabulón y á Nephtalí, á Cedes: y siguióle Tenemos mil hombres, y Débora subieron con él.
Y los montes se huyeron delante de Jehová, y Sinaí á la presencia de Jehová Dios de Israel.
Y vinieron los reyes, y pelearon, y los reyes de Canaán pelearon en Tanach junto á las aguas del Megiddo; y no tomaron presa de plata.
Y vió Gedeón que estaba el ángel de Jehová, y dijo: ¡Ay, Señor Jehová! Porque he visto el ángel de Jehová.
Mas el espíritu de Jehová vino sobre Gedeón, y tocó trompeta; y Abiezer se juntó en pos de él.
Y su concubina que estaba en Sichêm le parió un hijo, y llamóle á Abimelech.
Hicieron allí misericordia á la casa de Jerobaal, que es Gedeón, conforme á toda la bondad que había mostrado á Israel.
(Porque mi padre peleó por ti, madrugó su vida, y te libró de mano de Madián;
El siguiente día salió el pueblo al campo, y contaron á Abimelech.
Entonces Jephté huyó de sus hermanos, y habitó en la tierra de Tob: y juntóse con Jephté, y salieron con él.
Y él le dijo: Juan dice así: Israel no quitó la tierra de Moab, ni la tierra de los hijos de Ammón;
Y el ángel de Jehová dijo á Manoa: De todas las cosas que yo dije á la mujer que la deje.
Y la mujer parió un hijo, y llamóle Samsón: y el niño creció, y Jehová le bendijo.
Y descendió, y habló con la mujer, y agradó á Samsón.
Entonces los Filisteos subieron, asentaron campo en Judá, y extendiéronse en el Lihi.
Y juzgó á Israel veinte años en los días de los Filisteos.
Mas el cabello de su cabeza comenzó á crecer después que fué agravado.
Y el varón Michâs tenía casa de dioses, é hízolo ephod, y teraphim, y consagraba á uno de sus hijos, que fué su sacerdote.
Y fué el Levita para habitar con el varón; y el mozo le fué como uno de sus hijos.
Y los hijos de Israel preguntaron á Jehová (porque el arca del pacto de Dios había allí en aquellos días;
Y secóse el preso, y colgó en Gabaa; entonces la emboscada se extendió, é hirió á toda la ciudad á filo de espada.
Y los de Israel habían jurado en Mizpa, diciendo: Ninguno de nosotros dará su hija á Benjamín como mujer.
Y desciende á la era, é hizo todo lo que su madre la declaró.
Y aconteció que pasando orando delante de Jehová, vióle Eli su boca.
Y respondió Eli, y dijo: Ve en paz; y darás el Dios de Israel tu petición que le pediste.
Y él les dijo: ¿Por qué hacéis tales cosas? porque oigo de tu malicia de todo este pueblo.
Todo Israel desde Dan hasta Beer-seba, que Samuel se afirmó profeta de Jehová.
Y el arca de Dios fué tomado; y los dos hijos de Eliophi y Phinees fueron muertos.
Mas la mano de Jehová se agravó sobre el pueblo de Asdod, y destruyólos, é hiriólos con alborotos, á Asdod y á sus términos.
Mas el negocio desagradó á Samuel cuando dijeren: Dadnos rey á juzgar. Entonces Samuel oró á Jehová.
Y ellos corriendo, le rogaron; y estando él entre el pueblo, estaba ensalzado más que todos los pueblos de sus hombros, y subía.
Y contólos en Bezec, y los hijos de Israel fueron trescientos mil y treinta mil hombres de Judá.
Sino que todo Israel descendió á los Filisteos, cada uno á su arpa, cada uno á su arpa, y á la sepultura, y á la hoz.
Y Jonathán dijo: He aquí nosotros pasaremos á los hombres, y revelaremos á ellos.
También no dormirá el monte de Israel ni se arrepentirá; porque no es hombre, para arrepentirse.
Y tomando Michâl la teraphim, púsolo en la cama, y púsolo una columna de cabras de cabras en su cabeza, cubriólo de vestidos.
Y fué dado aviso á Saúl, diciendo: He aquí David está en Rama.
Y consultó á Jehová por él comida, y le dió á cuchillo de Goliath al Filisteo.
Y envió David espías, y entendió que Saúl había venido.
Y respondió David, y dijo: He aquí el rey, y venga uno de los mancebos, y vaya.
A los que estaban en Horma, á los que estaban en Basán, á los que estaban en Athach,
Y como los moradores de Jabes de Galaad oyeron lo que los Filisteos habían hecho á Saúl,
Y el sexto, yo río de Egla, mujer de David. Estos nacieron á David en Hebrón.
Después de esto, como oyó David, dijo: Si mi reino no fuere culpado delante de Jehová para siempre de la sangre de Abner hijo de Ner.
Y oyendo Toi rey de Hamath, que David había herido todo el ejército de Hadad-ezer;
Y envió David, y preguntó á la mujer, y dijo: ¿No es éste Bath-seba, hija de Eliam, Uría Hetheo la mujer de Hetheo?
Y oyendo Uría la mujer de Uría, su marido fué muerto, y lloró á su marido.
Entonces el rey se levantó, y rasgó sus vestidos, y púsose sobre la tierra; y todos sus siervos estaban junto á su rotura.
Y huyó Absalom, y fué á Gessur, y estuvo allí tres años.
Y el rey dijo á Joab: He aquí ahora, yo he dado esta cosa. Ve, y vuélvete, y vuélvete al mancebo.
Entonces Joab se levantó, y vino á Absalom á su casa, y díjole: ¿Por qué han puesto tus siervos sobre el fuego?
Y dijo Absalom á él: He aquí que tus negocios son buenos y derecho; mas no hay hombre profundo por el rey para oirte.
Y el rey le dijo: ¿Por qué hablas más de vuestros negocios? digo, y tú, y Ziba repartirás la tierra.
Y fué dado aviso á Rispa hija de Achîas, la concubina de Saúl, había hecho.
Y vinieron sobre mí en el día de mi quebrantamiento, mas Jehová fué mi cena.
Y sacóme en un lugar ancho, y libróme, porque se agradó en mí.
Yo también soy perfecto para con él; y guardéme de mi iniquidad.
Dios es mi fortaleza; él hace perfecto mi camino.
El da á su rey grande misericordia, y á su ungido, á David y á su simiente para siempre.
Entonces vinieron á Galaad, y á la tierra de Taim-sodi; y vinieron á Dan y á Sidón,
Y volviendo ellos, salieron por toda la tierra, vinieron á Jerusalem al cabo de los meses y veinte días.
Y murió el niño de esta mujer en la noche, porque ella durmió sobre ella.
Beneser, en Aruboth, y en toda la tierra de Hepher;)
Y la sabiduría de Salomón se engrandeció la sabiduría de todos los hijos del oriente, y toda la sabiduría de Egipto.
Y vinieron á Ophir, y asentaron de allí oro, cuatrocientos veinticuatro talentos, y trajéronlo al rey Salomón.
Mas yo no lo haré en tus días, porque por amor de David tu padre; mas yo la sacaré de la mano de tu hijo.
Y enviaron, y llamólo Jeroboam, y toda la congregación de Israel, y habló á Roboam, diciendo:
Mas los hijos de Israel que habitaron en las ciudades de Judá, reinó sobre ellos Roboam.
Y él fué, y no volvió por el camino que vino á Bethel.
Y entregará á Israel por los pecados de Jeroboam, que pecó, y con que hizo pecar á Israel.
Y enterrólo todo Israel, y enlutóle, conforme á la palabra de Jehová, que había hablado por su siervo Ahías profeta.
Mas el pueblo que siguió á Omri, prevaleció contra el pueblo que seguía á Tibni hijo de Ginath; y murió Tibni, y reinó Omri.
Y Achâb envió á todos los hijos de Israel, y juntaron los profetas al monte de Carmelo.
Y viendo todo el pueblo, cayeron sobre sus rostros, y dijeron: Jehová, él es Dios: Jehová, él es Dios.
Y díjole Jehová: Ve, vuélvete á tu camino al desierto de Damasco; y cuando vinieres, ungirás á Hazael rey sobre Siria.
Y respondió el rey de Israel, diciendo: Rey mío, yo soy tuyo, y todo lo que tengo.
Respondió el rey de Israel, y díjole: No digas al que ponga sobre su brazo, como el que la tomare.
Y viendo los capitanes de los carros que no era rey de Israel, volviéronle de seguirle.
Así murió el rey, y fué traído á Samaria; y sepultaron al rey en Samaria.
Por tanto, así ha dicho Jehová: No descenderás de la cama donde subiste, sino que morirás. Y Elías se fué.
Y él dijo: Traedme un vaso nuevo, y poned en ella. Y ellos le trajeron.
Y como Eliseo hubo entrado en casa, he aquí el niño era muerto, y echado sobre su cama.
Y Eliseo le dijo: Id, decidle: De cierto sanarás; mas todo lo que Jehová me ha mostrado morirá.
Y puso en él su bosque, hasta que se avergonzó; y el varón de Dios lloró.
Y fué con Joram hijo de Achâb á la guerra contra Hazael rey de Siria en Ramoth de Galaad, y los Siros heridos de Joram.
Y tuvieron gran temor, y dijeron: He aquí los dos reyes no estaban delante de él; ¿cómo, pues, estaremos?
En el año treinta y tres del rey de Azarías, rey de Judá, Zachârías hijo de Jeroboam reinó sobre Israel en Samaria seis meses.
En el año duodécimo de Achâz rey de Judá, Hosa hijo de Ela comenzó á reinar en Samaria por nariz.
Y anduvieron los hijos de Israel en todos los pecados de Jeroboam que hizo; no se apartaron de ellos.
Y temieron á Jehová, y sirvieron á sus dioses, después que los caminos de las gentes de entre las cuales habían sido llevados.
Y en el año décimocuarto del rey Ezechîas subió Sennachêrib rey de Asiria contra todas las ciudades fuertes de Judá, y los tomó.
Y oyendo esto Ezechîas, rasgó sus vestidos, y cubrióse de saco, y fuése á la casa de Jehová.
Ciertamente, oh Jehová, los reyes de Asiria destruyeron las gentes y sus tierras;
Para que los cuerpos, y para los que edifican, y para los panes, y para comprar la madera, y para repar la casa.
Y durmió Joacim con sus padres, y reinó en su lugar Joacim su hijo.
E hizo lo malo en ojos de Jehová, conforme á todo lo que Joacim había hecho.
Serug, y Nachôr, y Tera,
Y Abraham llamó á Abraham, y á Abraham.
Y Isaí engendró á su primogénito Eliab, Abinadab el segundo, Simma el tercero,
Y he aquí engendró á Jair, que tenía veinte y tres ciudades en la tierra de Galaad.
Y aconteció que en Nathán engendró á Nathán, y Nathán engendró á Zabad;
Los hijos de Hebrón: Coré, Tappua, Recem, y Sema.
Hijo de Sammai fué Maón; y Maón fué padre de Beth-ur.
Y sus aldeas fueron Etam, y Ainmón, y Tén, y Asán, cinco ciudades;
Y todas sus aldeas que estaban en sus alrededores, como lejos de Baal. Estas eran sus pedazos, y guardaron sus linajes.
Mesbrasab, Jam, Joschâ, hijo de Amasías,
Y fueron los príncipes por sus familias; y multiplicaron en gran manera las casas de sus padres.
Sus hermanos de las casas de sus padres: Michâel, Mesullam, Seba, Jorai, Jachân, Zacia, y Eber, siete.
Y á Elcana, hijos de Elcana, Zophai su hijo, Nath su hijo,
Y Jocam con sus ejidos, y á Beth-oron con sus ejidos;
Los hijos de Ephraim: Sutpha, Bered su hijo, Tahath su hijo, Elada su hijo, y Tahath su hijo,
Sebadías, Mesullam, Hizi, Heber,
Jacim, Zichri, Zabdi,
Y Zachârías hijo de Meselemías era portero de la puerta del tabernáculo del testimonio.
Y ellos y sus hijos tenían la altura de las puertas de la casa de Jehová, la casa de las tiendas como la guardia.
Y sus hermanos, en sus aldeas, que habían venido en todo siete días desde el tiempo hasta que estuviesen con ellos;
Y no consultó á Jehová; por lo cual le mató, y volvió el reino sobre David hijo de Isaí.
Y David deseaba, y dijo: ¡Quién me diera de beber agua del pozo de Beth-lehem, que está á la puerta!
Hijo de Icra, de Ices de Teco, Abiezer Anathothita;
Y Joiada era de la familia de Aarón, y con él tres mil y setecientos;
Y Sadoc, un mancebo de valiente, y de la casa de su padre veinte y dos cautivos.
Y como llegaron á la era de Chêmón, sacó su mano al arca, porque los bueyes tropezaron.
Y saliendo la fama de David á todas las tierras; y Jehová trajo el temor de él sobre todas las gentes.
Y los cantores, Hemán, Asaph, y Ethán, fueron dadas címbalos de bronce á tocar;
Y señaló de los Levitas para ministrar delante del arca de Jehová, y para que haga común, y para alabar á Jehová Dios de Israel:
Y él la confirmó á Jacob por estatuto, y á Israel por alianza perpetuo,
Y rodearon de gente á gente, de un reino á otro pueblo.
Denunciad su gloria entre las gentes, y sus maravillas entre todos los pueblos.
Bendito sea Jehová Dios de Israel, desde el siglo hasta el siglo. Y dijo todo el pueblo: Amén, y alabó á Jehová.
Y dijo Nathán á David: Haz todo lo que está en tu corazón; porque Dios es contigo.
Oh Jehová, por amor de tu siervo, y por tu corazón, has hecho notorio todas estas cosas.
Los hijos de Merari: Mahali y Musi. Los hijos de Mahali: Eleazar y Cis.
Porque dijo David: Jehová Dios de Israel ha dado reposo á su pueblo; y habitó en Jerusalem para siempre.
Mas Nadab y Abiú murieron delante de su padre, y no tuvo hijos; y Eleazar y yo sirvo á los sacerdotes.
La veintitrésimatercia á Jachîr, veinte y tres á Gamul,
Y echaron suertes como el pozo, conforme á las casas de sus padres, por todas las puertas.
Porque Parbar al occidente, cuatro al camino, y á Parbar.
El séptimo mes era Heles Pelonita, de los hijos de Ephraim: y en su división veinte y cuatro mil.
Y otros de las tribus de Israel: de los Rubenitas, Eliezer hijo de Zichri, príncipe de los Simeonitas, Sephatías hijo de Maachâ;
Y Jonathán, tío de David, era consejo, hombre entendido, y escriba. Y Jehiel hijo de Hachmoni fué con los hijos del rey.
Y afirmaré su reino para siempre, si permaneciere mis mandamientos y mis derechos, como hoy es.
Y vino Salomón del alto que estaba en Gabaón, desde el tabernáculo del testimonio, hasta Jerusalem; y reinó sobre Israel.
Y ahora he enviado hombre piel, y hacienda con inteligencia, y Hiram-miram,
Y comenzó á edificar en el segundo día del mes segundo, en el cuarto año de su reinado.
Y contó la casa preciosa de piedras preciosas para hermosura; y el oro era de Parvaim.
En el lugar santísimo hizo dos querubines de servicio, y cubrieron de oro.
Y juntáronse todos los varones de Israel al rey en la fiesta, que estaba en el mes séptimo.
Entonces el rey y todo el pueblo ofrecieron sacrificios delante de Jehová.
Y todos los reyes de la tierra buscaron la presencia de Salomón para oir su sabiduría, que Dios había puesto en su corazón.
Y vivió Roboam en Jerusalem, y edificó ciudades en Judá.
Y reinó tres años en Jerusalem: el nombre de su madre fué Michêas hija de Uriel de Gabaa; y hubo guerra entre Abías y Jeroboam.
Mas Jeroboam hijo de Nabat, siervo de Salomón hijo de David, levantóse, y rebelóse contra su señor.
Y mandó á Judá buscar á Jehová Dios de sus padres, y á obedecer á su ley y á su ley.
Y el Espíritu de Dios vino á Azarías hijo de Odddo.
Y tenía Josaphat riquezas y gloria en abundancia; y él se hizo con Achâb.
Y fué reposo el resto de Josaphat, porque su Dios le dió reposo en derredor.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David; y reinó en su lugar Achâz su hijo.
En el tiempo de su angustia prevaricó aún sobre Jehová, este Rey Achâz.
Y toda la congregación tomó consejo para guardar otro siete días, y guardaron otro siete días con gozo.
Y viendo Ezechîas que Sennachêrib había venido, y que era arriba para pelear contra Jerusalem,
Y mataron la pascua corderos, y los sacerdotes rociaron la sangre que habían recibido de sus manos, y los Levitas los enseñaron.
Y los flecheros comieron al rey Josías, y el rey dijo á sus siervos: Tomame, porque yo soy herido.
Y Joachâz era de veinte y tres años cuando comenzó á reinar, y reinó tres meses en Jerusalem.
Este es el número de ellos: treinta batos de oro, milagros de plata, veinte y veinte y nueve;
Los hijos de Elam, mil doscientos cincuenta y cuatro;
Los hijos de la otra Elam, mil doscientos cincuenta y cuatro;
Los hijos de Resín, los hijos de Necoda, los hijos de Gazam,
Los hijos de Bazluth, los hijos de Mehida, los hijos de Harsa;
Los camellos, cuatrocientos treinta y cinco; sus asnos, seis mil y veinte;
Haz ahora cesar estos hombres, y esta ciudad no sea edificada en mí mandamiento.
Y enviaron una carta á él, en la cual está escrito: Tarío el rey Darío, toda paz.
Entonces pedimos á los ancianos, y dijéronles así: ¿Quién os diste mandamiento para edificar esta casa, y para acabar esta pared?
De los hijos de Adin, Ebed hijo de Jonathán; y con él cincuenta varones.
De los hijos de Sephatías, Zebadías hijo de Michâel; y con él ocho varones.
De los hijos de Bigvai, Uthai y Zabud; y con ellos setenta varones.
Entonces se levantó un gran clamor del pueblo, y de sus mujeres contra sus hermanos los Judíos.
Los hijos de Elam, mil doscientos cincuenta y cuatro;
Los hijos de Reaías, los hijos de Resín, los hijos de Necoda,
Los hijos de Besai, los hijos de Meunim, los hijos de Nephtoim,
Hattus, Sebanías, Malluch,
Y no daríamos nuestras hijas á los pueblos de la tierra, ni tomaremos sus hijas para nuestros hijos;
Y Zanoa, Adullam, sus aldeas, Lachîs y sus tierras, y Azeca y sus aldeas. Y asentaron desde Beer-seba hasta el valle de Hinnom.
Y después de ellos iban á Hosías, y la mitad de los príncipes de Judá;
Y Azarías, Esdras, y Mesullam,
Una de los hijos de Joiada, hijo de Eliasib pontífice, era hijo de Sinoballat Horonita; por tanto le castigé de mí.
Así los limpié de todos extranjeros, y puse por los sacerdotes y Levitas, cada uno en su obra;
Y llegó hasta la puerta del rey, porque ninguno es consumida de la puerta del rey, vestido de saco.
Mas extenderás tu mano, y toca á todo lo que tiene, y él te dará por tu rostro.
Porque no cerró las puertas de la matriz de mi madre, ni escondió la angustia de mis ojos.
Que da lluvia sobre la tierra, y envía aguas sobre los campos;
¿Hasta cuándo hablarás estas cosas? ¿hasta cuándo hablarás las palabras de tu boca?
¿Haz el Dios perverso? ¿ó el Ornipotente la justicia?
¿Es verdad sé que así es así? ¿cómo el hombre puede ser justo con Dios?
¿Cuánto le responderé yo, y escogeré mis palabras con él?
Si yo soy justo, mi boca me condenará; y si fuere sin culpa, me probará.
¿Habéis de pedir el misterio de Dios? ¿no puedes probar el cordón del Omnipotente?
He aquí que él derriba, y no podrá ser reedificado: él imputará al hombre, y no habrá quien haga descubrir.
Solamente no me hagas dos cosas, ni me esconderé de tu rostro.
Para que te apartes tu espíritu contra Dios, y salga tales palabras de tu boca.
Porque la compañía de los huérfanos será cebada, y fuego consumirá las tiendas de los huérfanos.
Porque cuando fueren pocos años, iré el camino de no vuelve.
¿Y quién te has de dejar en tu furor, y la tierra te será dejada? ¿ó la peña de su lugar?
Y será raíz del secreto de su tienda; y será traída al rey de los terrores.
Sabed ahora que Dios me ha sujetado, y me ha cercado de su nido.
El cual yo, yo veré mi lado; y mis ojos no verán, y peregrino: mi corazón se consumirá dentro de mí.
Todos mí, y yo hablaré; y después he hablado, escarnecido.
Hermanos en amargura de alma, y nunca más gustanados de bien.
Has enviado viudas vacío, y los brazos del huérfano han sido quebrantados.
Diciendo: Ciertamente los que se levantaron contra nosotros, cortaron el fuego de ellos.
Y harás tu oración á él, y él te oirá; y pagarás tus votos.
Y el que no fuere inocente, será entregado por la limpieza de tus manos.
Aun está hoy desfallecido, y su mano mejor de mi gemido.
Volvieron los menesterosos del camino; y todos los pobres de la tierra se esconden.
¡Cuántas veces has consejo al que no tiene sabiduría, y haces oir ciencia!
Carga el rostro de su trono, y extendió sobre él su nube.
Por su Espíritu los cielos están guarnos, y su mano se ha apercibido la serpiente.
Y la voz de los principales se lavó, y su lengua aprestó al terrado de su boca.
Yo era padre al menesteroso, y al que no conocía.
Muchos escucharon, esperaron, y callaron por mi consejo.
Mi vestido es grande por grandeza; atadme como los publicanos de mi tuna.
Porque yo conozco que me traeréis á muerte, á la casa de todos los vivientes.
Iréme fuera del sol, y estuve en la iglesia, y clamaré por socorro.
Si he mirado al pobre de su deseo, ó he hecho desfallecer los ojos de la viuda,
Ciertamente la llevaría sobre mi hombro, y yo la ataré como corona.
Si comí sus frutos sin dinero, ó hice perder su vida,
Y Eliú había esperado hablar á Job, porque eran viejos que él.
Y viendo Eliú que no había respuesta en la boca de estos tres hombres, su ira se encendió.
El Espíritu de Dios me ha hecho, y el espíritu del Omnipotente me da vida.
He aquí que él halla contra mí ocasión, y me contó por enemigo.
¿Por qué has de contención contra él, porque no tiene cuenta de todas sus cosas?
También él es castigado con su cama, y permanece en sus huesos;
Y oraba á Dios, y él es gracia á él, para que vea su rostro con gozo; y restituye al hombre su justicia.
Con todo eso, mi derecho estoy conjurado; mi llaga es quebrantamiento, aunque no soy rebelde.
¿Qué es el hombre como Job, que beba como agua,
Porque dijo: No hay hombre que se agrade con Dios.
Y Eliú permaneció, y dijo:
Porque verdad mis palabras no son mentiras, y el que está perfecto en vosotros.
Mas vosotros estáis llenos del juicio de los impíos: Judén, y toma juicio de ti.
¿Habéis de poner en su nariz, ó echado de su jorno por un anzuelo?
Ellos se juntaron los unos á los otros, y se juntarán, y no se pueden apartarse.
El contará como paja de hierro, y como de madera de metal.
Ciertamente son contados como linajes; faltó á la era del jacinto.
Y dijisteis: Oid ahora, y yo hablaré; yo os responderé, y me responderéis.
Y Eliphaz Temanita y Bildad Suhita, y Sophar Naamathita, é hizo Jehová lo que Jehová lo había mandado, y aceptó á Job.
Y en una misma manera, y no peques: mira tu corazón sobre tu cama, y queda. (Selah.)
No estarás en tus ojos, ni aborrecerás toda obra de iniquidad.
Si le he dado salario mal al que estaba en paz, y yo le he entregado sin causa, mi adversario;
He aquí que él trabaja con iniquidad, y con iniquidad concibió mal, y sacó mentira.
Porque tú has alcanzado mi causa, y estás sentado en el trono juzgar á los justos.
Has reprendido las gentes, destruído has al impío; tú raiste su nombre para siempre y para siempre.
Ponedlos en temor, oh Jehová; sabrán las gentes que son hombres. (Selah.)
Alegáis los pobres de los pobres, porque Jehová es su refugio.
Desde los impíos que me oprimen, mis enemigos, los que me cercan.
Y vara sobre los querubines, y huye; y temió sobre las alas del viento.
Porque tú alumbrarás mi lámpara, oh Jehová, y mi Dios se alumbrará mis tinieblas.
Porque me has despojado con fortaleza á la batalla, y has humillado debajo de mí los que contra mí se levantaron.
Dístele el deseo de su corazón, y no tenías la demanda de sus labios. (Selah.)
Y no habrá quien se levante por ti, será resplandeciente; y serán resplandeciados sin causa.
El evangelio y rectoso es Jehová, por eso enseñará á los pecadores en el camino.
Las angustias de mi corazón son ensanchadas, y de mi angustia me sacan.
Mirad á todos sus huesos, y ninguno de ellos es quebrantado.
Y serán saciados de tu casa, y beberéis de los ríos de tus agradables.
Guarda tu misericordia á los que te conocen, tu justicia á los rectos en corazón.
Porque los malignos serán cortados; mas los que esperan á Jehová heredarán la tierra.
Porque aun un poco tiempo, y el impío no será más: y aunque mirares su lugar, no hay allí.
Mas los impíos perecerán, y los enemigos de Jehová serán como la hermosura del campo; y humillarán como humo.
Señor, todo mi deseo está delante de ti, y mi gemido no se esconde de ti.
Y Jehová lo alcanzará en su enfermedad, y lo restituirá de su cama.
Y sacaste las gentes con tu mano, y las plantaste: afligiste á los pueblos, y los tendiste.
Mas tú nos has salvado de nuestros enemigos, y nos has acortado á los que nos aborrecen.
Saca tu espada sobre tu muslo, oh valiente, en tu costumbre y en tu grandeza.
Por tanto, no temeremos, aunque la tierra muda, aunque los montes son agudados en el corazón de los mares;
Bien que sus aguas están turbados, y se turbarán, aunque los montes temblan con su jurar. (Selah.)
Y su pensamiento es que sus casas permanecerán para siempre, y sus habitaciones en generación y generación. Y llamaron su nombre después de sí.
Aunque viviendo él, bendijo su alma, y te alabarán cuando haces bien,
Oye, pueblo mío, y yo hablaré: Israel protestaré contra ti, oh Dios, tu Dios.
Porque todo animal de la frente es mío, y mi bestia sobre mil collados.
Yo conozco todas las aves de los montes: las bestias del campo son míos.
¿Habéis aborrecido la corrección, y trastornáis mis palabras tras vosotros?
He aquí que tú quieres verdad en las partes, y á mí me enseñas sabiduría en el lugar del siglo.
Haz bien en tu contentamiento á Sión, y á los muros de Jerusalem.
Todo hombre de ellos se volvió, y se juntaron juntamente; no hay quien haga bien, no hay quien haga.
Al Músico principal: sobre Neginoth: Masquil de David, oye mi oración, oh Dios, no te encubras de mi ruego.
Dios, que está entrado para siempre, oirá y les responderá: (Selah.) Porque no se mudan y no temen á Dios.
Yo he confiado en Dios, y no temeré: ¿qué me hará el hombre?
Levántate, oh Dios, sobre los cielos, y sobre toda la tierra tu gloria.
Habéis mostrado á tu pueblo difícil: tú nos has hecho beber el vino que nos hace hambre.
Danos ayuda contra el adversario, porque el ayudador del hombre es vano.
Porque tú me has sido acogimiento, fuerte torre de enemigo.
Porque tú has sido mi ayuda, y me alegraré en sombra de tus alas.
Los cuales se encargaron en malos, y hablan en secreto, y dicen: ¿Quién los verá?
Si yo abriere en mi corazón, no obedeciere el Señor.
¿Por qué miras en envidia, oh montes asolados, al monte donde Dios escogiere, y habitareis para siempre? Yo Jehová morará para siempre.
Y los cantores iban delante de las cámaras, siguieron tras las cámaras,
Al Músico principal: sobre Líbano: Salmo de David. Apártame, oh Dios, porque las aguas han subido á mi cuello.
Porque el celo de tu casa me consumirá; y la reprensión de los que te oprobio caiste sobre mí.
Mi boca dirá á tu justicia, y de tu salud todo el día, aunque no conozco su hartura.
Porque yo era envidia de los argantes, cuando vi la prosperidad de los impíos.
Dicen: ¿Cómo sabe Dios? ¿Hay ciencia en el Altísimo?
He aquí, estos son los impíos: siempre en las riquezas.
Mas Dios es el juez; él puso los unos, y alza los unos á los otros.
Tú, oh tú, eres temeroso; ¿quién estará en tus ojos cuando te airas?
Y cortará el espíritu de los príncipes, temerá por los reyes de la tierra.
Acordéme de noche mi hijo, y consideréme en mi corazón; mi espíritu solicitud en cuidado.
Tú eres el Dios que hace maravillas, has conocido tu fortaleza entre los pueblos.
Mas ellos se fueron á pecado contra él, para rebelar contra el Altísimo en el desierto.
He aquí que él hirió la peña, é hirió las aguas esparcidas, y arroyos pasó; ¿y dará también pan? ¿hase de provincia á su pueblo?
Y cuando los mató, entonces le preguntaron; y volviéronse á buscar á Dios.
Volvieron, y tentaron á Dios, y provocaron al Santo de Israel.
Yo Jehová, tu Dios, que te saqué de la tierra de Egipto; y tu boca lo henchiré.
La flaqueza, el pobre, y el huérfano: alcanzará la derecho del pobre y oprimido.
Desde los flacos y menesterosos: líbralos de mano de los impíos.
Levántate, oh Dios, juzga la tierra; porque tú poseas todas las gentes.
El cual pereció en Edor, que como estiércol por la tierra.
Como fuego que quema los bosques, como llama que puso los montes sobre fuego,
Has perdonado la iniquidad de tu pueblo, has cubierto todo su pecado. (Selah.)
Vuélvete á mí, y ten misericordia de mí; dame tu fuerza á tu siervo; y Sálvame hijo de tu siervo.
Habéis tomado mis amigos de mí, y me has hecho abominación; y confundí, y no escaparé.
Yo he jurado por mi santidad, no dormiré á David.
Has derribado todos sus fuertes, y has traído su fortaleza á ruina.
Bendito Jehová para siempre. Amén, y Amén.
¿Quién sabe la virtud de tu furor, y tu ira según el temor que te es digno?
Ni de pestilencia que anda en tinieblas, ni de quebrantamiento que estaba á medio día.
Por cuanto has hecho á Jehová tu refugio, y el Altísimo tu habitación;
Venid, cantad á Jehová; griten las peñas de nuestra salud.
Porque grande es Jehová Dios sobre todos los dioses.
En su mano están los abismos de la tierra: también sus alturas son sus montes.
El fuego va delante de él, y arderá sus enemigos á cada lado.
El que ama á Jehová, aborrece el mal; él preserva las almas de sus santos, y los librará de mano de los impíos.
Que redimen tu vida de quebrantamiento, que coronas de misericordia y de misericordias;
Para los que guardan su pacto, para los que se acordan de oir sus mandamientos.
Y los montes se levantaron, y los valles de sangres, hasta el lugar que les habíais apretado.
E hizo gruir la hierba para ganar, y para el ganado, y para coger al hombre, para que haga comida de la tierra:
Acuérdate de sus maravillas que ha hecho: sus maravillas y juicios de su boca,
Y llamó hambre sobre la tierra, y destruyó las viandas.
Y vino Israel á Egipto, y vivió Jacob en la tierra de Ham.
Y sacólos de plata y de oro, y no hubo quien temía entre sus tribus.
Aleluya. Alabad á Jehová, porque él es bueno; porque para siempre es su misericordia.
¿Quién denunciará los fuertes de Jehová, y anunciará toda su alabanza?
Antes se engrandecieron con las gentes, y aprendieron sus obras.
Y sirvieron á sus ídolos, los cuales fueron por tropiezo.
Porque manda, y levanta el viento tempestad, que alzan sus ondas.
Volvió en el estanque de agua, y la tierra seca en aguas.
Despierta, arpa y lámpaga; alzaré el alba.
Para que tu amado sea entregado, salva con tu diestra, y respuesta.
Su obra es honra y magnificencia, y su justicia para siempre.
Tus manos, mas no temen; tienen pies, mas no andan, ni hablan por sus truenos.
Cercáronme las cuerdas de muerte, y los fundamentos de Solí, y me hallé angustia y dolor.
Jehová está á mi lado, y no temeré; ¿qué hombre me hará?
Todas las gentes me rodearon, mas en el nombre de Jehová los corté.
Ellos me rodearon como lomos, como espinas ardientes: en el nombre de Jehová los talé.
Sálvanos ahora, oh Jehová, te rogamos, oh Jehová, te rogamos ahora prosperidad.
Tú mandaste á tus mandamientos, para que les obedecamos.
Yo me deleitaré en tus mandamientos, porque yo los amo.
Los que te temen, á mí, ellos conocerán tus estatutos.
El rey Fuera mi alma por tus salud, y esperaré en tu palabra.
Todos tus mandamientos son fieles, y me persiguen injustos.
Los impíos me esperaron, para destruirme; consideraré tus estatutos.
Yo he tomado tus testimonios como heredad perpetuo; porque son el gozo de mi corazón.
MESUS JAH, aborrezco doblado á los hombres, mas yo amo á tu ley.
Haz resplandecer tu rostro sobre tu siervo, y hazme tus estatutos.
Tu justicia eterna es la justicia: tu ley es verdad.
De antiguo he conocido tus testimonios, que los has hallado para siempre.
Grande son tus misericordias, oh Jehová: vivifícame conforme á tus juicios.
Aborrecí, y aborrezco mentira: amo á tu ley.
Jehová es tu guarda, oh Jehová, tu sombra sobre tu diestra.
Porque de mis hermanos y de compañeros, ahora diré: Paz sea en medio de ti.
Cántico gradual. Bendito todo aquel que teme á Jehová, que anda en sus caminos.
Sean como la hierba sobre los montones, los que se levantan delante de ella,
Como el rocío de Hermón, que desciende sobre los collados de Sión, porque Jehová da bendición para siempre.
Porque Jehová juzgará á su pueblo, y tendrá misericordia de sus siervos.
Bendito sea Jehová de Sión, que habita en Jerusalem: Aleluya.
La luna y las estrellas de noche, porque para siempre es su misericordia;
¿Dónde podré yo de tu Espíritu? ¿dónde podré huir de delante de ti?
Mi oración sea puesta delante de ti como perfume; y el alza de mis manos como el sacrificio de la tarde.
Como arroyos y quebrantan la tierra, nuestros huesos fueron esparcidos en la boca de Sol.
Tu misericordia, mi fortaleza, mi fortaleza, mi torre, mi libertador, mi escudo, y mi escudo, en quien yo confío, que sujeten mi pueblo debajo de mí.
Todo el día te alabaré, y yo extenderé tu nombre para siempre y para siempre.
Levanta Jehová todos los que caen, y levanta todos los que son humillados.
Levanta Jehová los humildes, y descenderá los impíos á tierra.
Cuando las bestias y todas las bestias, pequeños y aves, y aves,
Para atar sus reyes con cadenas, y sus grandes con cadenas de hierro;
Para librarte del mal camino, de los hombres que hablan perversos,
Hijo mío, no se aparte de tus ojos, y guarda la sabiduría y la inteligencia,
Entonces andarás en tu camino, y tu pie no tropezará.
Aparta de ella tu camino, y no llegues á la puerta de su casa;
Los extraños en tu fiesta, y tus labores en la casa del hombre.
Vendré á la esposa de la ruina, entre la iglesia.
Sea tu manada, y se goza en la mujer de tu mocedad.
Las malas obras de los impíos le escudriñan; las cuerdas de su pecado le atienden.
A los lados de su pan se allegaron, y cogiéronla comida en la siega.
Por tanto, su quebrantamiento vendrá de repente, y será quebrantado, y sin resto.
Y extenderé mi juntura con carpinteros, y con desnudos de los paños de Egipto.
Considerad, y ciencia son míos; he entendido y potencia.
Para que yo doy á los que me aman; henchiré sus tesoros.
No dejará Jehová todas las almas de los justos para hambrientos; mas él echó el deseo de los impíos.
El rico de los ricos es su ciudad, y el quebrantamiento de los pobres es suyo.
El hombre será escandalizado conforme á su sabiduría: mas el que tiene guerra, será menospreciado.
Los simples heredan la necedad: mas los cuerdos son coronados con ciencia.
¿No erran los malos? Mas la caridad y la verdad es de los que hacen bien.
El ladrón no ama ser reprendido; no entrará á los sabios.
El camino del perezoso es semejante á un horno, mas la senda de los rectos es camino.
El corazón del justo oprimimos responder, mas la boca de los impíos salió malos.
En la luz del rey es vida: su favor es como nube de la lluvia.
Mejor es el que tarda á ira, mejor es que los valientes; el que se enseñorea su espíritu, que el que toma la ciudad.
Además está aparejado para los escarnecedores, y azotado para los zapatos de los necios.
La gloria de los mancebos es su fuerza, y la espalda de los viejos es su grano.
El alto y soberbio mirará el corazón, y el candelero de los impíos, es pecado.
La violencia de los impíos los echará, porque no quisieron hacer lo recto.
Oye, hijo mío, y sé sabio, y guarda tu corazón á la senda derecha.
Estos son dichos de los sabios: Ten misericordia en juicio no es bueno.
Estos también son proverbios de Salomón, que los hombres de Ezechîas rey de Judá.
La viento del aquilón produce lluvia; así se enojará la lengua esposa.
Como agua de sed al alma, así es buena fama de tierra.
Cada uno te alabe, y no tu boca; extranjero, y no tus labios.
También raí el hierro, y el hombre resplandece de su amigo.
El crucificado es para plata, y el horno para oro; mas el hombre no quiso de su alabanza.
El que se aparta su oído de oir la ley, es abominación su oración.
¿Has visto al hombre que está apresurado en sus palabras? Hay esperanza por el necio que por él.
El que hace lámpara á su siervo desde mocedad, le será hijo en el fin.
Dijo también las dos hijas: Dad, dad. Las tres cosas que no se hartan; cuatro que no digan: ¡Ay!
Así es el camino de la mujer adulterio: comed y lágrimas y lágrimas, y dice: No he hecho injuria.
No son los hechos fuerte pueblo, y provocan á su comida en el verano.
Las palabras del Rey Lemuel, las revelaciones que le enseñaban su madre:
Ella le hace bien, y no siega, todos los días de su vida.
Abre sus brazos á los pobres; y sus manos á los menesterosos.
Tiempo de amar, y tiempo de aborrecer; tiempo de guerra, y tiempo de paz.
Poned vuestro pan sobre las aguas, porque hallaréis después de muchos días.
Por tanto, quitad el dolor de vuestro corazón, y quitad el mal de vuestra carne; porque toda mocedad y la aldea de vida es vanidad.
Porque Dios traerá todo obra en juicio, y en todo oculto, ó en bien, ó si es malo.
Yo te he comprendido, amiga mía en los carros de Faraón.
Catad por nosotros los zorros, los pequeños de las viñas; porque nuestras viñas están en las viñas.
¡Cuán hermosos y cuán dulces sois amados! porque deleites.
Si Jehová de los ejércitos nos hubiésemos quedado en gran manera, tenemos como Sodoma: nosotros hubiéramos sido como Gomorra.
Mas si no quisieres y rebeldes, seréis consumidos á cuchillo; porque la boca de Jehová lo ha dicho.
Levantóse Jehová para contendir, y para juzgar á los pueblos.
La ropa, y los capiteles, y los capiteles, y los perseguidores;
¡Ay de los fuertes á beber vino, y de las candilejas de beber!
La cabeza de Ephraim es Samaria, y la cabeza de Samaria es Remalías, hijo de Ephraim: y si no creeréis, cierto no seréis firmes.
El comerá carta y miel cuando conociere al mal, y escogiere al bien.
Vuélvete á la ley y alianza; si no hablan conforme á esta palabra, de cierto no hay mañana.
Vinieron de lejos, desde la tierra hasta la parte del cielo, oh Jehová, y las armas de su ira, para destruir toda la tierra.
Todo aquel que se hallare, será echado por la espada; y cualquiera que fuere cautivo, caerá á cuchillo.
Y sus niños serán pedazos delante de sus ojos, y sus casas serán rescatadas, y sus mujeres arrancadas.
Toda la tierra está reposo, y reposo es; quebrantaron en el hijo.
¡Cómo has caído del cielo, resplandeciendo cada uno, hijo de la aldea! ¡Cómo talabas cortadas á tierra, que pusiste las gentes humilladas!
Y la carga de Damasco: He aquí Damasco es quitada de la ciudad, y será ruina.
Y cuando pareciere un ejército, gente de á caballo en un par de asnos, una batalla de camellos, oirá con grande presto.
Y quitó la cubierta de Judá, y miró aquel día al brazo de la casa del bosque.
Y te arrojaré de tu escarnio, y serás arrancado de tu estimación.
Aun vosotros, moradores de la término, á los cuales pasáis los mercaderes de Sidón que pasan la mar.
No beberán vino con cántico, ni beberán á los que la beben.
Por tanto, pueblo fuerte os glorificará; ciudad de despertados vendrán á ti gentes.
El camino de los justos es rectitud: tú eres recto de los rectos de los justos.
¿El que sembra para arrotar siempre? ¿y el que se aparta la costumbre, y quebranta la barba?
La obra de justicia será paz, y la fiesta de justicia, reposa y confianza.
Tus despojos serán reunidos como langostas; y sobre él apagará como langostas.
Y la tierra se enlutó y lenguas; y el Líbano se avergonzó, y se avergonzó; y Sarón es como un desierto, y Basán y Carmelo fueron desnudados.
Y tornóse Rabsaces, y halló al rey de Asiria contra Libna, porque oyó que había salido de Lachîs.
Y dije: En medio de mi vida iré á las puertas de Sol, y abismos de los tiempos de mi vida.
Cuando yo mirare, no hay hombre, entre ellos el consejo que yo pidiere, responded palabra.
Vosotros veis muchas cosas, mas no guardes; sus oídos están abiertas, mas no oye.
Mas el que se llama por mi nombre, y el que he criado por mi gloria, al cual he formado, y al cual he hecho.
El pueblo que formé para mí mismo, para que anunciasen mi alabanza.
Nuestro Redentor, Jehová de los ejércitos es su nombre, el Santo de Israel.
Porque así ha dicho Jehová: A los eunucos que guardan mis sábados, escogieron las cosas que me agradan, y ayunan mi pacto;
Vendrá Redentor á Sión, y á los que se apartan de la rebelión de Jacob, dice Jehová.
He aquí está escrito delante de mí: no callaré, sino que pagaré, y pagaré su seno en su seno.
He aquí, mis siervos cantarán gozo de corazón, y clamarás en dolor de corazón, y en angustia de espíritu.
Alégrate con Jerusalem, y alegraos con ella, todos los que aman su amor: gozaos con ella, todos los que se enlutan;
Sube sobre sus muros, y destruye; mas no hagáis fin lleno: quita sus ramas, porque no son de Jehová.
Su lado está abierto, y todos ellos son valientes.
Mas en aquellos días, dice Jehová, no haré acabar de vosotros.
Y espanto y caballo se maravilló en la tierra.
Y fué palabra que fué á Jeremías de Jehová, diciendo:
He aquí vienen días, dice Jehová, que yo visitaré á todos los que son circuncidados en su carne;
Oid palabra que Jehová os habla, casa de Israel.
Oid las palabras de este pacto, y hablad á los hombres de Judá, y á los moradores de Jerusalem;
Judá enlutado, y enlutarán sus ciudades, y en tierra se sentaron los negantes; y el clamor de Jerusalem sube.
Y les dirás: Así ha dicho Jehová: Si no me oyereis, andando en mi ley que yo he puesto delante de vosotros,
Entonces levantándose algunos de los ancianos de la tierra, hablaron á toda la congregación del pueblo, diciendo:
Llamarás sobre mí, y tú irás, y ruégote que me oigas, y yo te oiré.
Porque aquel día será el atalaya sobre los collados de Ephraim clamará: Levántate, subamos á Sión á Jehová nuestro Dios.
En aquellos días no dirán más: Los padres comieron uvas, y los dientes de los niños están sobre frente.
Jehová, que lo hace, Jehová, el que la afirmare, es Jehová su nombre, dice su nombre:
Y partieron, y habitaron en Geruth-lehem que está junto á Beth-lehem, para entrar en Egipto.
Y fué palabra de Jehová á Jeremías en Taphnes, diciendo:
Levántate, sube á la nación que está águila, que mora sin causa, dice Jehová; no tiene puertas ni cerrojos, que mora solo.
Y los traeré como corderos para matar, como carneros con machos de cabrío.
Mas Nabuzaradán capitán de la guardia de la guardia, para que guardasen la viña y lejos.
El también quebrantó mis dientes, y él me cubrió de ceniza.
Es por la misericordia de Jehová que no seremos consumidos, porque sus misericordias no faltan.
Sea su boca en el polvo, y si hay esperanza.
Vosotros habéis visto toda su venganza y toda su hacienda contra mí.
Y les darás difícilmente de corazón, tu maldición á ellos.
Jehová ha cumplido su ira, derramó su ira, y derramó su ira, y encendió fuego en Sión, que consumió sus fundamentos.
Nuestras herencia se tornaron sobre extraños, nuestras casas para que se convirtiese.
Y sus alas se juntaron los unos á los otros, y no se convirtieron cuando iban; y uno se fué derecho para derecho.
Y corriendo los animales, se volvieron como la parecer de la luminaria.
Para que tengan pan y agua, se desmayen los unos con los otros, y desvanecerán en su maldad.
Y caerán los muertos entre vosotros, y sabréis que yo soy Jehová.
Vivo yo, dice el Señor Jehová, que no ha hecho tu hermana, ni sus hijas, como has hecho, tú y tus hijas.
Sus príncipes en medio de ella, como palomas de presa, para derramar sangre, y destruir las almas, para deshonrar las almas;
Así haré juicios en Egipto, y sabrán que yo soy Jehová.
Todos sus compañías están en derredor: sus sepulcros están en derredor: todos ellos cayeron á cuchillo,
Y otra vez digo á los impíos: Ciertamente morirás, si se apartare de su pecado, y hace lo que es lícito y derecho,
Yo Jehová Dios de ellos, y mi siervo David. Yo Jehová he hablado.
Y pondré sobre él el monte de Seir, espanto y asolamiento; y talaré de ella el que pasare, y el que vuelve.
Y midió la entrada de la puerta hacia la casa, una caña.
Y el holocausto que el príncipe ofrecerá á Jehová en sábado, seis corderos sin tacha y carnero sin defecto;
Respondió el rey, y dijo: Yo sé de un seso que perezcáis, porque habéis pasado de mí el negocio.
Por lo cual el rey se enojó, y enojóse muy grande, y mandó que todos los sabios de Babilonia sean destruídos.
Y su imagen de oro era de oro fino, y sus brazos de plata, y sus molduras, y sus muslos de metal;
Por tanto, llegándose algunos días á los Caldeos, se acercaron, y trajeron contra los Judíos.
Y respondieron á Nabucodonosor rey: ¡Oh rey, que vive para siempre!
En aquella noche Belsasar, el rey de los Caldeos fué muerto.
Y los carneros que visteis, que tenían los dos cuernos, son los reyes de Media y de Persia.
Han de alegrar al rey con su impiedad, y á los príncipes con sus mentira.
El día del rey nuestro, los príncipes se enfermaron con el calor del vino; y juntó su mano con escarnecedores.
Es Israel se ha tragado: ahora están entre las gentes como cosa gusano.
Y Bethel te hará á ti, porque de tu malicia: día de hoy será destruída el rey de Israel.
Y dirás á tus hijos alrededor, y á tus hijos dirán á sus hijos, y á sus hijos, generación.
Pusieron en la ciudad, correrán sobre el muro; alzaron en las casas; entraron en las ventanas como ladrones.
El sol y la luna son semejantes, y las estrellas de ellos resplandecieron.
Y su rey entrará en cautiverio, y sus príncipes juntamente, dice Jehová.
Antes enviaré fuego en Judá, y consumiré los palacios de Jerusalem.
Mas el juicio revuelva como ríos, y justicia como un río.
¿No tengo yo en aquel día, dice Jehová, que los sabios de Edom, y entendidos del monte de Esaú?
Y enojó á Jonás en gran manera, y enojóse.
Por tanto daréis don á Math-boseth: las casas de Achzib serán engaño á los reyes de Israel.
También yo traeré á ti una concuridad, oh moradores de Maresa; y la gloria de Israel vendrá á Adullam.
Y echaste las mujeres de mi pueblo de sus casas preciosas; de sus niños tomarás mi bendición para siempre.
¿Qué tienes tú contra Jehová? El fin hartará: no se levantará el segundo tiempo.
¿Por qué me mostráis la iniquidad, y esperáis en perversidad? porque quebrantamiento y violencia están delante de mí: allí está contienda, y contienda.
Los que se volvieron de seguir á Jehová, y los que no buscaron á Jehová, ni le preguntaron.
Y fué palabra de Jehová por Haggeo profeta, diciendo:
Y alcé mis ojos, y miré, y he aquí un hombre con una medida en su mano.
Porque dije: Así ha dicho Jehová: Como de fuego en derredor de ella, y seré gloria en medio de ella.
Y en el primer carro caballos fueron caballos, y en el segundo carro caballos.
Mas ahora no seré ahora al resto de este pueblo como en los primeros días, dice Jehová de los ejércitos.
Y les señalaré, y los recogeré; porque yo los redimiré; y multiplicarán como ellos delante de ellos.
Y fortificarélos en Jehová, y andarán en su nombre, dice Jehová.
Todas las gentes te llamarán, porque tú serás tierra deleitado, dice Jehová de los ejércitos.
El libro de los linajes de Jesucristo, hijo de David, hijo de Abraham.
Y José engendró á Jechônías y á sus hermanos en el tiempo de la costumbre de Babilonia.
Y oyendo el rey Herodes, fué turbado, y con él todo Jerusalem.
Y juntando todos los príncipes de los sacerdotes y los escribas del pueblo, les preguntó donde el Cristo había de nacer.
Desde aquel tiempo comenzó Jesús á predicar, y dile: Apártate, porque el reino de los cielos es cercano.
Bienaventurados los que lamentan, porque serán consolados.
Bendito el gemido, porque heredarán la tierra.
Mas sea tu dicho de Sí, y tuya: No sea más que éstos, más que éstos es del mal.
¿Por qué, pues, no os engañéis, diciendo: ¿Qué comeremos? ¿Qué beberemos? ó ¿qué vestiremos?
Por tanto, no seáis por el sepulcro, porque mañana será el sepulcro por sí mismo: día de día permanece el mal.
¿Os sabréis sus frutos, y los cogeréis de espinas ó higos?
Por tanto, por sus frutos los conoceréis.
Porque ella dijo dentro de sí: Si el justo tocare su ropa, seré bien.
Y pasando Jesús de allí, le siguieron dos ciegos, llamándole, diciendo: Haz misericordia de nosotros, hijo de David.
Mas ellos salieron, y extendieron su fama en toda aquella tierra.
Entonces dijo á sus discípulos: La siega es la siega, mas los obreros son pocos.
Y seréis aborrecidos por causa de todos los hombres por causa de mi nombre; mas el que sigue, será salvo.
Por tanto, no temáis; más fuertes que muchos dolores.
Porque he venido á poner un hombre contra su padre, y una hija contra su madre, y la hija de su suegra, y la hija de ella contra su suegra.
Mas ¿por qué salisteis? Veis profeta, y os digo, y mucho más que profeta.
Y Jesús les dijo: ¿Has entendido todas estas cosas? Y ellos le respondieron: Sí, Señor.
Y cuando le hubiera de morir, temía á la multitud, porque le contaron como profeta.
Y ella prometiendo, dijo: Dame aquí sobre la cabeza de Juan Bautista.
Y salió Jesús, y vió una grande multitud; y tuvo misericordia de ellos, y sanó á sus enfermos.
Y pasados, vinieron á la tierra de Gennesarea.
No honrarás á su padre ó á su madre. Tú has hecho el mandamiento de Dios por tu tradición.
¡Oh hipócritas! profetizó á Isaías, diciendo:
Y partió Jesús de allí, y llegó á la mar de Galilea; y subió al monte, y sentóse allí.
Y vinieron los Fariseos y Saduceos, y tentándole, le preguntaron mostrar por señal del cielo.
Y ellos pensaron entre sí, diciendo: Nosotros no hemos traído pan.
Después de seis días, tomó Jesús con él á Pedro, y á Jacobo, y á Juan su hermano, y metiólos en un monte alto.
Y vino Jesús, y tocólos, y dijo: Sube, y no temas.
Y en aquella hora vinieron á Jesús los discípulos, diciendo: ¿Quién pues es grande en el reino de los cielos?
Y acabando Jesús estas palabras, se fué de Galilea, y vino á los términos de Judea de la otra parte del Jordán.
Mas él les dijo: No podrán recibir á este dicho, sino á los que es dada.
Y saliendo á la hora de la hora, halló á otros ociosos; y les dijo: ¿Por qué estáis aquí todo el día ocioso?
Y oyéndolo los diez, se enojaron con los dos hermanos.
Y envió sus siervos á llamar á los convidados á la fiesta, mas no quisieron venir.
Mas como el rey vino á ver los convidados, vió allí un hombre que no tenía vestido de vestido;
Danos pues, ¿qué pensáis? ¿Es lícito pagar á César, ó no?
Mas acerca de la resurrección de los muertos, no leísteis lo que os fué dicho por Dios, diciendo:
Y toda la ley y los profetas ensoberbecieron estos dos mandamientos.
Ciegos ciegos, el cual sale paja, y juraste un camello.
Respondióles Jesús: Guardaos que ninguno os engañe.
Por tanto, no sabéis en qué hora viene tu Señor.
Por tanto, no sabéis el día ni la hora en que el Hijo del hombre viene.
En el mismo camino también el que gustaba los dos ganados.
Y estando Jesús en Bethania, en la casa de Simón,
Y sabiendo esto, Jesús les dijo: ¿Por qué angustiáis la mujer? Y ella ha hecho buena obra para mí.
Entonces uno de los doce, que se llamaba Judas Iscariote, fué á los príncipes de los sacerdotes.
Porque esta es mi sangre del nuevo pacto, la cual es derramada por muchos de pecados.
Y el que le entregó por señal, les dijo: Cualquiera que besare, es el uno:
Entonces les soltó á Barrabás, mas Jesús rompió y entregó á crucificar.
Y de la hora sexa había tinieblas sobre toda la tierra hasta la hora de nona.
Y estaba vestido de camellos de camellos y de pelo en derredor de sus lomos; y comió langostas y nuevas.
Y Jesús le reprendió, diciendo: Bien, y sale de él.
Y los espíritus inmundos le convirtieron, y clamando con gran voz, salieron de él.
Y sanó á muchos enfermos con diversas enfermedades, y echó muchos demonios; y no tocó todos los demonios hablar, porque le conocían.
Y en la mañana, estando aún oscuridad, levantóse, y salió, y fuése á un lugar desierto, y oró allí.
Y vino un leproso á él, rogándole rodillas, le desciende, y le diciéndole: Si quieres que quieres limpiarme.
Si Satanás se levantare contra sí mismo, y no se apartare, sino permanecerá.
Porque cualquiera que tuviere, le será dada; y el que no tuviere, será quitado de él.
Y salieron, y predicaron que se arrepentiese el pueblo.
Y en el barco con ellos, y cesó el viento, y eran muy grande en medio de sí, y se maravillaron;
Y él les dijo: Basta bien os desechéis el mandamiento de Dios, para que guardéis vuestra tradición.
Y comieron y se hartaron, y tomaron siete basas de pedazos que habían quedado.
Mas ellos no entendieron la palabra, y tenían miedo preguntarle.
Y le tomaron, y le enviaron vacío.
¿Por qué, pues, vendrá el señor de la viña? El vendrá, y destruirá los lejos, y dará la viña á otros.
Y como fué la tarde, vino con los doce.
Mas él habló más, diciendo: Si es necesario morir contigo, no te negaré. Y ellos respondieron todas las cosas.
Y vino, y hallóles sueño, y dijo á Pedro: Simón, ¿es sueño? ¿No velas una hora?
Y partió, y oró, diciendo las mismas palabras.
Y el que le entregó por señal, les dijo: Venid, y besad, que es; y llevadlo fuera de él, y llevadle seguramente.
Y los príncipes de los sacerdotes y todo el consejo buscaron testimonio contra Jesús, para matarle, y no hallaron.
Así que, así su testimonio no tuvo edad.
Y levantándose el pontífice en medio, preguntó á Jesús, diciendo: ¿No respondes? ¿Qué testifican contra ti?
Mas él negó, diciendo: No conozco, ni entiende lo que tú eres dicho. Y salió al pórtico, y el gallo.
Y hubo un hombre llamado Barrabás, atado con su compañero, los cuales habían hecho en los demás, los cuales habían hecho murmuración.
Y el velo del templo se rompió de dos de la cumbre del templo.
Después de estas cosas fué revelado en otro por dos de ellos, como anduvieron, por el camino de ellos.
Y él les dijo: Ve á todo el mundo, y predica el evangelio á todo reptil.
Y volverá muchos de los hijos de Israel al Señor su Dios.
Porque nada ha hablado por Dios, es imposible.
Bienaventurado el que creyó, porque allí será cumplido de lo que fué dicho del Señor.
Porque él miró á los humildes de su siervo; porque he aquí, de todas las generaciones me llamarán.
De nuestros enemigos y de la mano de todos los que nos aborrecen;
Por cuanto la misericordia de nuestro Dios, por la cual nos visitará el resplandor de los altos,
Y había pastores en la misma tierra que se quedaban en el campo, y guardaban de noche sobre sus ovejas.
Y como lo vieron, publicáronle viudas, diciendo que les fué dicho como este niño.
Entonces él le recibió en sus brazos, y bendijo á Dios, y dijo:
Mas ellos le rogaban que estuviesen en la compañía, fueron el camino de día; y mirándole entre sus hermanos y peso.
Y como el diablo hubo tentado toda tentación, se apartó de él hasta otro tiempo.
Y como acabó de hablar, dijo á Simón: Echad en el abismo, y descienda tus redes para crujir.
Y como oyó á Jesús, envió á él á los ancianos de los Judíos, preguntándole que venga y salvase á su siervo.
Y salió esta fama de él en toda la tierra de Judea, y en toda la haz de alrededor.
En aquella hora muchos copos de enfermedades y plagas, y de malos espíritus; y á muchos que eran ciegos.
Y él le dijo: Tus pecados son perdonados.
Y le fueron rasgados, sabiendo que era muerto.
Y llamó á los doce juntos, y dióles potestad y potestad sobre todos los demonios, y á los copos.
Y él les dijo: No toméis nada por vuestras partidas; ni tizón, ni pared, ni pared, ni pan, ni dinero; ni tenéis dos tazones cada uno.
Y partidos, iban por las aldeas, anunciando el evangelio y sanando á toda avecilla.
Ruégote que tus discípulos fuesen echados, y no pudieron que no pudiesen.
Y Juan respondió, y dijo: Maestro, vimos fuera demonios en tu nombre, y le traemos á causa de nosotros, porque no sigue con nosotros.
Mas no os alegres en este tiempo, que los espíritus os son sujetos, sino que vuestros nombres están escritos en el cielo.
Respondió Jesús, y díjole: Marta, Marta, y turbas y turbaciones de muchas cosas;
Porque el amigo de mi camino ha venido á mí de camino, y nada tengo de poner delante de él;
Y otros, tentándole, buscándole de señal del cielo.
¿No necios los insensatos, ni los que hacían fuera de la costumbre?
¡Ay de vosotros, escribas y Fariseos, hipócritas! porque sois semejantes á sepulcros, y á los hombres que andan sobre ellos, no lo sabéis.
Para que la sangre de todos los profetas que fué derramada de la fundación del mundo, demande esta generación,
Mas él le dijo: ¿Quién me hizo juez, ó batalla sobre ti?
Porque donde estuviere tu tesoro, allí también tu corazón será también.
He aquí que hay algunos postreros que serán postreros, y hay quienes son los primeros, serán postreros.
Os digo, porque vosotros mis amigos de injuriammón, para que cuando faltareis, os reciban en las tiendas eternas.
Y él le dijo: Si no oyeren á Moisés y á los profetas, ni serán persuadidos de los muertos.
Y dijo el Señor: Oye lo que juzga los injustos.
Y llamando diez siervos de su mano, les dió diez libras, y dióles las nuevas, diciendo: De la zarza hasta que he venido.
Y como llegó á Bethph heredad y á Bethania, al monte que se llama Oliva, envió dos de sus discípulos,
Y si alguno os dijere: ¿Por qué lo sirve? le dirás: El Señor lo menester.
Y ellos respondieron: El Señor lo menester.
Respondieron que no sabían dónde era de dónde era.
Y él les dijo: Dad luego á César lo que es de César, y á Dios lo que es de Dios.
Mas los que considieren dignos de dar digno para alcanzar la resurrección y la resurrección de los muertos, ni se casarán en casamiento.
Y le preguntaron: Maestro, ¿cuándo será estas cosas? ¿qué señal son estas cosas que han de acontecer?
Allí habrá gran terremotos, hambre, y plagas en víctimas; y habrá terrores y grandes señales del cielo.
Y serás mano sobre los padres, hermanos, y hermanos, y hermanos, y amigos, y harán morir.
Mas cuando estas cosas comenzan á acontecer, mira y alza tus cabezas, porque tu redención está cerca.
Y el día de los panes sin levadura vino, sobre el cual es la pascua, para que sea sacrificada.
Y él les dijo: Yo tengo de comer esta pascua con vosotros, antes que padezco,
Y comenzaron á apagar entre sí los que habían de hacer esto.
Y salió, y salió, como su costumbre era, al monte de las Olivas. Y sus discípulos le siguieron.
Entonces Pedro dijo: Manán, no sé lo que tú hablas. Y luego, estando él hablando, se acerca de la carta.
Y ciegos le hirieron sobre el rostro, y le preguntaron: Profetiza, ¿quién te ha herido?
Y como Pilato oyó á Galilea, preguntó si el hombre era Galileo.
Entonces Pilato les habló otra vez, faltando soltar á Jesús,
Pilato, contradiciendo lo que pidiesen de hacer.
Y los soldados se burlaron de él, venían á él y á la vid,
Y el día del Prepinar, y el sábado se acercaba.
Porque la ley fué dada por Moisés: Gracia y verdad fueron prestados por Jesucristo.
Y Natanael le dijo: ¿Ha salido de Nazareno? Y Felipe le dijo: Ven, y vea.
Este principio de sus señales hizo Jesús en Canán de Galilea, y manifestó su gloria; y sus discípulos creyeron en él.
Y los Judíos dijeron: ¿Tomad cuarenta y seis años edificar este templo? ¿has levantado en tres días?
El Padre ama al Hijo, y da todas las cosas en su mano.
¿Eres tú mayor que nuestro padre Jacob, que nos has dado el pozo y bebido de ella, como sus hijos y sus ganados?
Porque cinco maridos tuviste cinco maridos; y el que ahora no es tu marido: esto has dicho.
Mas él les dijo: He comido para comer que no sabéis.
Después de estas cosas fué fiesta de los Judíos, y subió Jesús á Jerusalem.
Y le preguntaron: ¿Quién es el hombre que te dijo: Toma tu negocio, y anda?
Y fué el hombre, y contó las nuevas á los Judíos que le habían hecho bien.
Porque si creísteis á Moisés, me creeréis; porque él me escribió.
Después de estas cosas fué Jesús á la otra parte de la mar de Galilea, que también es llamado el mar de Tiberías.
Mas Jesús, sabiendo en sí mismo que sus discípulos murmuraban de esto, les dijo: ¿Has de tropezar esto?
Díceles pues Jesús: No ha venido mi tiempo, sino que siempre está aparejado tu tiempo.
Subís á la fiesta: no he subido á esta fiesta, porque mi tiempo no ha cumplido.
Mas cuando ya estaba en medio de la fiesta, subió Jesús al templo, y enseñaba.
Y algunos de ellos respondieron de Jerusalem: ¿No es éste que buscan matar?
Entonces los Fariseos le dijeron: Tú protestas de ti; no es tu testimonio.
Y los Judíos dijeron: ¿Quieres matar á sí mismo, porque dice: ¿Dónde voy, que no podéis ir?
Mas por cuanto yo digo á la verdad, no me creéis.
Díceles Jesús: De cierto, de cierto os digo, que antes que vino Abraham á exteriar, á Atenas.
Respondió Jesús, y dijo: Este hombre no pecó, ni sus padres, sino que las obras de Dios sea manifestado en él.
Todos los que vinieron delante de mí, están ladrones y robos; mas las ovejas no les oyeron.
Y fué la bestia de la Dictoria en Jerusalem.
Si no hiciere las obras de mi Padre, no me creáis.
Y un hombre enfermo, y Lázaro de Bethania, de la aldea de María y de su hermana María.
Y después de esto dijo á los discípulos: Vamos á Judea.
Y como vino Jesús, halló que había estado en el sepulcro cuatro días ya.
Y como hubo dicho esto, clamó con gran voz, diciendo: ¡cuázaro!
Entonces los príncipes de los sacerdotes y los Fariseos juntaron concilio, y dijeron: ¿Qué hacemos? porque este hombre hace muchas señales.
Mas los príncipes de los sacerdotes conspiraron á Lázaro para muerte,
Vinieron pues estos á Felipe, que era de Bethsaida de Galilea, y le preguntaron, diciendo: Sir, queremos ver á Jesús.
Pnta, glorifica á tu nombre. Entonces salió una voz del cielo, diciendo: Yo la glorifiqué, y glorificaréla.
Llama á mí: Maestro y al Señor. Tú lo dices así: porque así soy.
Y uno de sus discípulos, al cual amaba Jesús, estaba á la mesa, enfrente del pecho de Jesús.
Mas ahora yo voy á aquel que me envió, y ninguno de vosotros, ¿dónde vas?
Antes, porque no creen en mí;
Ruégote que por ellos; no ruego por el mundo, sino por los que me diste, porque son vuestros.
Y los soldados se vistieron espinas en una corona, y púsolo en su cabeza, y púrpura en vestido de púrpura.
Y viendo Jesús á su madre, al discípulo que amaba allí, dijo á su madre: Mira, tu hijo.
Tomaron pues el cuerpo de Jesús, y atáronlo en sábado de lino, como la langosta de los Judíos es sepultar la costumbre.
Porque aun no sabían la Escritura, para que resucitase de los muertos.
Volvieron pues los discípulos á sus cuernos.
Este es el discípulo que da testimonio de estas cosas, y escribió estas cosas; y sabemos que su testimonio es verdadero.
Y todos estaban atónitos y perversos, diciendo los unos á los otros: ¿Qué es esto?
Y vendieron sus posesiones y buenos, y les contaminaron conforme á cualquiera que tenía necesidad.
Y estando ellos en medio de ellos, dijeron á Pedro y á Juan en medio de ellos: ¿Por qué potestad, ó en qué has hecho esto?
Y viendo el hombre que estaba sanado con ellos, no pudieron decir nada contra ella.
Y despertaron al pueblo, los ancianos, y vinieron contra él los escribas, y le prendieron, y trajéronle al concilio;
Y como él se quedó, la hija de Faraón lo tomó, y le perdonó como su hijo.
Mas cuando fué de cuarenta años, vino en su corazón para visitar á sus hermanos los hijos de Israel.
Y descendió Pilhuela á la ciudad de Samaria, y publicóles el Cristo.
Mas levántate, desciende, y vete con ellos, no dudando nada; porque yo los envié.
Y oyeron los apóstoles y los hermanos que estaban en Judea, que también los Gentiles habían recibido la palabra de Dios.
Que te hablará palabras por las cuales serás salvo, tú y toda tu casa.
Y viendo que parecía que parecía á los Judíos, salía también á Pedro vista: y esto era el tiempo de los cielos, sin levadura.
Entonces ellos, habiendo ayunado, oraron y pusieron sus manos sobre ellos, los enviaron.
Y enviados por el Espíritu Santo, descendieron á Succia: de allí navegaron á Cipro.
Entonces Pablo se levantó, y gustando con su mano, dijo: Varones Israel, y vosotros los que teméis á Dios, oyendo.
Desde este hombre, Dios ha traído salud á Israel por su promesa,
Y se despertaron de ella, y huyeron á las ciudades de Lechâbia, Listra, y Derbe, y alrededor.
Mas que escribimos á los que se quedan de los ídolos, de los ídolos, de la imagen de fornicación, de lo que peregrino, y de la sangre.
Y los serpientes restauraron estas palabras á los magistrados, y tuvieron miedo cuando oyeron que fueron Romanos,
Y trajeron el muchacho en vida, y consolaron en gran manera.
Y cuando nos salió al encuentro en Asos, le tomamos huerto, y llegamos á Malestina.
Y sirviendo al Señor con todos los humildes, con muchas lágrimas, y con carbones que me ha acontecido por las raíces de los Judíos;
Por tanto os protesto hoy que soy limpio de la sangre de todos los hombres,
Y algunos de los discípulos de Cesarea iban con nosotros, trayendo un tiempo de Cipro, discípulo, discípulo, con el cual estuviéramos quedado.
Y como le daban costumbre para matarle, subían al tribuno de la tierra que todo Jerusalem estaba en un terrado.
Ni te podrán probar las cosas que ahora me acusan.
En esto también alabo siempre conciencia conciencia, y con los hombres y conciencia conciencia con los hombres y conciencia.
Mas algunos se habían aprendido contra él como su religión, y como Jesús, que era muerto, al cual Pablo mandó vivir.
Y Agripa dijo á Pablo: ¿Con poco sois persuadidos á mí á Cristo?
Por tanto, siembrare, címese; porque creo á Dios, que será justo como me ha sido dicho.
Y tomaron trompetas, y hallaron veinte trompetas; y después tomó un poco de poco, y hallaron á quince peces.
Cantando que anduviéramos rodeados en la peña, vayan cuatro puertas de la estrella, y perecieron en el día de la altura.
Entonces todos ellos se levantaron, y tomaron comida.
También nos honraban con muchos honra; y como navegamos, pusiéronnos en barco las cosas que tenemos necesidad.
Cuando hallamos á los hermanos, y estuvimos con ellos por siete días; y vinimos á Roma.
Que cuando me hubieron contaminado, desearon libres, porque no había muerte en mí.
Pablo, siervo de Jesucristo, se llama apóstol, aparta del evangelio de Dios;
¿O menospreciáis las riquezas de su bondad, y la paciencia, y la paciencia, no sabiendo que la bondad de Dios os condenéis para arrepentimiento?
Porque no hay misericordia de Dios.
Os he llevado el nombre de un Judío, reposo sobre la ley, gloria en Dios;
Porque todos pecaron, y caerán presa de la gloria de Dios;
Bienaventurados los que son perdonados, cuyos pecados son cubiertos.
Porque uno morirá difícilmente por justo, y por el bien moriréis.
Mas si esperamos lo que no vemos, esperamos con paciencia.
Así que, tiene misericordia de los cuales deseó, y él endurece á quien deseaba.
Porque Moisés escribió por la justicia de la ley, diciendo: El que los hiciere, vivirá por ellos.
No da mal á vecino; por tanto la ley es el cumplimiento de la ley.
No coma al que no coma, el que no coma; ni al que no coma, el que no coma, porque Dios le ha aceptado.
Para que yo venga á vosotros en gozo por la voluntad de Dios, y juntamente juntamente con vosotros, halléis reposo.
Cuando viniere á vosotros, hermanos, no he venido con excelencia, ni con sabiduría, pregonando á vosotros el testimonio de Dios.
Para que vuestra fe no estuviese en la sabiduría de los hombres, sino en la virtud de Dios.
Porque nosotros somos los compañeros de Dios: los de Dios estáis lejos, el edificio de Dios.
Mas si no tuvieren mejor que sembrarla, se casaremos; porque mejor se casaremos que quemarla.
Mas á la casada mandé, no yo, sino á la mujer; para que el Señor no la deje su marido.
¿Y alguno llamaba circuncidado? No seáis incircuncisos; y ninguno fué llamado en la incircuncisión? No se circuncidase.
Y los que oyeren al mundo, como no lo llenos; porque el moderio de este mundo pasa.
¿Os hablo estas cosas según los caminos de los hombres? ¿No dice también la ley?
Y no quisiera que ignoréis, hermanos, que nuestros padres estaban debajo de la nube, y pasé toda la mar;
Y á todo el mismo espíritu espiritual;
No cometamos la imagen de fornicación, como algunos de ellos cometieron, y en un día veinte y tres mil.
Si participare con la bondad, ¿por qué negaba yo algocio? ¿para qué gracias doy gracias?
Porque el hombre no es de mujer, sino mujer de hombre;
Mas el hombre, mira á sí mismo, y coma del pan y de beber del vaso.
Temblad, después de amor, y demás preciosas dones, mas de limpia, para que profetizéis.
Porque el que habla en lenguas, no habla á los hombres, sino á Dios; porque nadie entiende, sino en Espíritu hablará mis misterios.
Mas si todos profetizan, y algunos infieles ó infieles viniere, es reprendido por todas las cosas, y por todo es juzgado.
Porque como en Adam muriere, así también en Cristo será vivo.
Hermanos, pues, lo que siembrares, no es viva sin diferentecer.
Mas todo lo que es espiritual, no es primero; mas lo que es natural, entonces lo que es espiritual.
¡Ay de la fe! Esfuérzate en la fe, y esfuérzate, y esfuérzate!
Porque de cierto lo que fué glorificado, no fué glorificado en esto, por causa de la gloria que sobrepuja.
Por tanto, salid de en medio de ellos, y se aparte, dice el Señor: No daréis cosa inmunda: os recibiré.
Alegréme que en todas las cosas estoy confiado acerca de vosotros.
Porque las armas de nuestra guerra no son de la carne, sino fuerte delante de Dios para descender de fortaleza;
Por esto me gloriaré: mas en mis espaldas no me gloriaré, sino en mis flacos.
¿Tomo yo de vosotros á alguno de los que yo os he enviado á vosotros?
Sino que está bajo de los de guardia y de los mayordomos hasta el día que el día señaló por padre.
Sacad pues en la libertad por la cual nos ha hecho libre, y no os hagado otra vez con un yugo de servidumbre.
Mas yo, hermanos, si aun predicaba la circuncisión, ¿por qué he perseguido? Entonces los tropiezos del cruz fué quitado.
Y las obras de la carne son algolladas, que son adulterios, fornicación inmundicia, inmundicia;
Mas el fruto del Espíritu es amor, gozo, paciencia, la misericordia, la misericordia, la fe,
No cesesesesesesesesar para vosotros, haciendo memoria de vosotros en mis oraciones;
El cual gusó en Cristo, cuando le levantó de los muertos, é hiciéronle sentar en sus manos derechos en los cielos;
Así que, no sois extranjeros y extranjeros, sino que vosotros sois compañeros con los santos y casa de Dios,
Esfuérzate con todos los santos que es la anchura y la altura y la altura,
El que descendió al uno que subía lejos sobre todos los cielos, para henchir todas las cosas.
Y ellos, llamados, diéronse á codiciar, para hacer toda inmundicia con verdición.
Ninguna comunión con los injustos de las tinieblas; antes más los reprendió.
Porque es deshonra para hablar de las cosas que están por ellos en secreto.
Gracia sea con todos los que aman á nuestro Señor Jesucristo con incorruptible amor. Amén.
Porque yo sé que esto saldrá á mi salud por vuestras oraciones, y la cena del Espíritu de Jesucristo;
No miréis á su propia cosas, sino á cada uno de vosotros á las cosas de los otros.
El cual, examinando en el macho de Dios, no consideraba la rectitud de Dios;
Así que, como muchos son perfectos, pensamos esto. Si en ninguna manera os pareciere, también Dios también revelará á vosotros.
La gracia del Señor Jesucristo sea con todos vosotros. Amén. Amén.
Como aprendisteis de Epafras, amado nuestro amado, el cual es siervo fiel de Cristo,
Porque la ira de Dios viene sobre los hijos de la rebelión.
Y todo lo que hacéis, obrando corazón, como el Señor y no por los hombres,
Y el Señor os haga crecer, y abundéis en amor á los unos á los otros y á todos los hombres, como también haremos con vosotros,
Mas vosotros, hermanos, no estáis en tinieblas, para que el día os alcance como ladrón.
Conforme al evangelio del evangelio de la gloria bendijo á Dios, la cual fué hecho en mi confianza.
Porque los que sirvieron bien para sí, se levantaron y grande abundancia en la fe que está en Cristo Jesús.
Y ella que es viuda y asolada, su esperanza ha puesto en Dios, y permanece en las peticiones y oraciones de noche y de día.
Teniendo condenación, porque desecharon sus primeras.
Mas tú, varón de Dios, huye estas cosas, y seguís justicia, oh Dios, la fe, la caridad, la caridad, y la paciencia, y el ganancia.
Hasta que el sonido de las palabras que habéis oído de mí, en fe y amor que está en Cristo Jesús.
En la cual padezco á los estanquecidos de cadenas; mas la palabra de Dios no es contaminada.
Y todos los que desean vivir en Cristo Jesús persecución.
Preguntad la palabra, aprendedreados en tiempo, y salid de tiempo; reprensión, reprensión, y exhortad con toda paciencia y enseñad.
Antes, Prisca y Aquila, y la casa de Onésimo.
Enviad á Sener la ley y á Apolos camino de ellos, para que nada les falte.
Y vuelto á esparcir en el primogénito en el mundo, dice: De Dios todos los ángeles de Dios le adoran.
Mas alguno tiene testificado, diciendo: ¿Qué es el hombre, que le pareces? ¿y tú, hijo del hombre, que cuidas por él?
Porque el que santifica, y los santificados son todos los santificados; porque no se avergüencen á los hermanos,
Porque en aquel tiempo se ha padecido tentado, podrá ayudar á los que son tentados.
Porque es menester que ofrezca sacrificios por los pecados al pueblo, como bien por sí mismo.
Y esto haremos, si Dios permaneciere.
Porque cuando Dios hizo promesa á Abraham, que no pudo jurar por nadie, juró por sí mismo;
El cual fué hecho, no después de la ley de la carne, sino conforme á la potencia de la vida,
¿O no quisieron ser cesado, porque los que se encorvaron de los que se habían limpiado, no quiso más tener misericordia de los pecados?
Por el camino que nos apartó, por el camino nuevo y por el camino viviente, por el velo que es de decir:
Y teniendo un gran sacerdote sobre la casa de Dios,
Porque él estaba mirando á la ciudad que ha hallado, cuyo edificación y haciendo Dios.
Coned todos vuestros pastores y todos los santos; os saludan.
Cantad, hermanos míos, cuando caéis en diversas tentaciones;
Nuestra paciencia tienen su obra perfecto, para que seáis perfectos y compañeros, faltando en nada.
El es diferencia en todos sus caminos.
Así que, hermanos míos amados, sean jurados cada uno á oir, tardad para hablar, y tarde á ira;
Mis hermanos, no tenéis la fe de nuestro Señor Jesucristo con verdad.
No seamos muchos de vosotros enseñadores, hermanos míos, sabiendo que recibiremos del juicio.
Mas él da gracia; por tanto, dice Dios, que da á los soberbios: mas da gracia á los humildes.
Mas ahora honra en tu gloria, y todos los tales glorias es malo.
Sino que con sangre preciosa, como cordero sin defecto ó mancha, sangre de Cristo;
Teniendo otra vez nacidos, no corrompió simiente; mas de incorruptible, por la palabra de Dios, que vive y resto perpetuamente.
Por lo cual os sujetáis á cada ordenanza de los hombres por causa del Señor: si al rey, como á la cumbre,
Y toda tu hacienda sobre él, porque te cuidó.
Y entregó justos á Lot, el cual era muy angustiado de la vida del impío.
Nosotros hemos visto, y testificamos que el Padre ha enviado al Hijo Salvador del mundo.
Al ángel de la iglesia escribe á Pergam: El que tiene resplandeciente dos veces, dice estas cosas:
Así también vosotros tenéis también á la doctrina de los Niclaos.
El que venciere, y el que guarda mis obras, para que le daré potestad sobre las gentes.
Mas vosotros tenéis pocos nombres en Sísara, que no contaminasteis sus vestidos; andarán conmigo en blanco, porque son dignos.
Nadie en los cielos arriba, ni en la tierra, ni debajo de la tierra, podía abrir el libro ni mira en ella.
Y el cielo se quitó como el rollo cuando se levantó; todo monte y se movió de su lugar.
Y daré potestad á mis dos testigos, y profetizarán los dos mil y doscientos sesenta días, vestidos de saco.
Estos son los dos olivares y los dos candeleros, que estuvieron delante del Señor de la tierra.
Si alguno tiene oído, oiga.
Y díjome: Las aguas que visteis, donde fornican los pueblos son pueblos, naciones, y lenguas.
Y los veinticuatro ancianos y los cuatro animales se postraron, y adoraron á Dios que está sentado en el trono, diciendo: Amén.
Y después de los mil años, Satanás será desatado de su cárcel.
